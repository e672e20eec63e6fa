import { parseArgs } from 'node:util'
import { startRelay } from './startRelay.ts'

/** `npx tsx services/relay/src/cli.ts --port 8788 [--host 127.0.0.1] [--no-auth]` — see docs/relay.md. */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.RELAY_PORT ?? '8788' },
    host: { type: 'string', default: process.env.RELAY_HOST ?? '127.0.0.1' },
    'no-auth': { type: 'boolean', default: false },
  },
})

const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Invalid --port "${values.port}": expected an integer from 0 to 65535.`)
  process.exit(1)
}

const relay = await startRelay({ port, host: values.host, verifyAuth: !values['no-auth'] })
console.log(`WalletConnect relay listening on ${relay.url}${values['no-auth'] ? ' (auth not verified)' : ''}`)

const shutdown = () => {
  void relay.stop().then(() => process.exit(0))
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
