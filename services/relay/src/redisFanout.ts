import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import type { RelayMessage } from './RelayStore.ts'

/**
 * Delivery between relay instances: one Redis pub/sub channel that every instance listens to. A publishing
 * instance pushes to its own subscribers itself and announces the message on the channel; the others push it
 * to theirs. One channel costs every instance every message (fine for a handful of instances) and spares the
 * bookkeeping of per-topic channels; the message itself is already stored before it is announced, so an
 * announcement lost while a connection is down is recovered by the replay that follows the reconnect.
 */
export interface Fanout {
  announce(message: RelayMessage): Promise<void>
  healthy(): boolean
  close(): Promise<void>
}

export interface FanoutHandlers {
  /** A message published on another instance. */
  onMessage(message: RelayMessage): void
  /** The channel was listened to again after Redis came back: what was announced meanwhile is missing. */
  onResubscribed(): void
}

/** How long a starting relay waits for Redis before it listens anyway (health 503 until Redis answers). */
export const REDIS_START_WAIT_MS = 5_000

/**
 * A Redis client for the mailbox. Without an offline queue, a command while Redis is unreachable fails at once
 * with a clear error instead of waiting. It waits up to `waitMs` for the first connection and then returns
 * either way: ioredis keeps reconnecting, so a relay started before Redis (containers start in any order)
 * serves once Redis comes up, and says so on `/health` meanwhile.
 */
export async function connectRedis(url: string, waitMs = REDIS_START_WAIT_MS): Promise<Redis> {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  redis.on('error', () => {}) // ioredis reconnects by itself; health reports the state.
  await untilReady(redis, waitMs)
  return redis
}

/** Resolves when `redis` is ready or after `waitMs`, whichever comes first. */
function untilReady(redis: Redis, waitMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      redis.off('ready', done)
      resolve()
    }
    const timer = setTimeout(done, waitMs)
    redis.once('ready', done)
  })
}

export async function createRedisFanout(
  publisher: Redis,
  url: string,
  prefix: string,
  handlers: FanoutHandlers,
): Promise<Fanout> {
  const instanceId = randomUUID()
  const channel = `${prefix}deliver`
  // ioredis subscribes again on its own after a reconnect (autoResubscribe).
  // No retry limit: a subscribe sent before Redis is up waits in the queue for the first connection.
  const subscriber = new Redis(url, { maxRetriesPerRequest: null })
  subscriber.on('error', () => {})
  let dropped = false
  subscriber.on('close', () => {
    dropped = true
  })
  subscriber.on('ready', () => {
    if (!dropped) return
    dropped = false
    handlers.onResubscribed()
  })
  subscriber.on('message', (_channel: string, payload: string) => {
    try {
      const { origin, message } = JSON.parse(payload) as { origin: string; message: RelayMessage }
      if (origin !== instanceId) handlers.onMessage(message)
    } catch {
      // Not ours: another program on the same channel.
    }
  })
  const subscribed = subscriber.subscribe(channel)
  // With Redis up, deliveries flow once this returns; with Redis away, the subscribe waits for it.
  if (publisher.status === 'ready') await subscribed
  else subscribed.catch(() => {})
  return {
    async announce(message) {
      await publisher.publish(channel, JSON.stringify({ origin: instanceId, message }))
    },
    healthy: () => subscriber.status === 'ready' && publisher.status === 'ready',
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect())
    },
  }
}
