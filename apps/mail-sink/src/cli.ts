import { startMailSink } from './mailSink.ts'

// `npx tsx apps/mail-sink/src/cli.ts [--smtp-port 2525] [--http-port 8025]` (0 = any free port).
function portArgument(name: string, fallback: number): number {
  const index = process.argv.indexOf(name)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  if (!Number.isInteger(value) || value < 0 || value > 65_535) throw new Error(`${name} must be a port number`)
  return value
}

const sink = await startMailSink({
  smtpPort: portArgument('--smtp-port', 2525),
  httpPort: portArgument('--http-port', 8025),
})
console.log(`SMTP: ${sink.smtpUrl} (set SMTP_URL to this for the API)`)
console.log(`Inbox: ${sink.httpUrl}`)
console.log('Press Ctrl+C to stop.')

let stopping = false
const shutdown = async () => {
  if (stopping) return
  stopping = true
  await sink.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
