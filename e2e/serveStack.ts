import { startStack } from '../scripts/stack.ts'
import { startStackControl } from './stackControl.ts'

/** Playwright's web server: the devnets on free ports, the built demo on the port it asks for. */
const port = Number(process.argv[2] ?? 4319)
const stack = await startStack({ demoPort: port })
// The WalletConnect journey restarts the relay mid-session (e2e/walletconnect.spec.ts).
const control = await startStackControl(
  port,
  { restartRelay: stack.restartRelay, dumpEmbeddedTables: stack.dumpEmbeddedTables },
  stack,
)
console.log(`e2e stack ready at ${stack.demoUrl}`)
const stop = async () => {
  await control.stop()
  await stack.stop()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
