import { startStack } from '../scripts/stack.ts'

/** Playwright's web server: the devnets on free ports, the built demo on the port it asks for. */
const port = Number(process.argv[2] ?? 4319)
const stack = await startStack({ demoPort: port })
console.log(`e2e stack ready at ${stack.demoUrl}`)
const stop = async () => {
  await stack.stop()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
