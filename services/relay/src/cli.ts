import { parseArgs } from 'node:util'
import { startRelay } from './startRelay.ts'

/**
 * `npx tsx services/relay/src/cli.ts --port 8788 [--host 127.0.0.1] [--no-auth] [--redis-url redis://…]
 * [--drain-ms 0]` — see docs/relay.md. `REDIS_URL` is read when `--redis-url` is absent.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.RELAY_PORT ?? '8788' },
    host: { type: 'string', default: process.env.RELAY_HOST ?? '127.0.0.1' },
    'no-auth': { type: 'boolean', default: false },
    'redis-url': { type: 'string', default: process.env.REDIS_URL ?? '' },
    'drain-ms': { type: 'string', default: process.env.RELAY_DRAIN_MS ?? '0' },
  },
})

const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Invalid --port "${values.port}": expected an integer from 0 to 65535.`)
  process.exit(1)
}
const drainDelayMs = Number(values['drain-ms'])
if (!Number.isInteger(drainDelayMs) || drainDelayMs < 0) {
  console.error(`Invalid --drain-ms "${values['drain-ms']}": expected a whole number of milliseconds.`)
  process.exit(1)
}
const redisUrl = values['redis-url'] || undefined

const relay = await startRelay({
  port,
  host: values.host,
  verifyAuth: !values['no-auth'],
  drainDelayMs,
  ...(redisUrl ? { redisUrl } : {}),
})
const notes = [values['no-auth'] ? 'auth not verified' : '', redisUrl ? 'mailbox on Redis' : ''].filter(Boolean)
console.log(`WalletConnect relay listening on ${relay.url}${notes.length ? ` (${notes.join(', ')})` : ''}`)

// SIGTERM drains: health turns 503, new sockets are refused, open ones close with 1012 and reconnect elsewhere.
const shutdown = () => {
  void relay.stop().then(() => process.exit(0))
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
