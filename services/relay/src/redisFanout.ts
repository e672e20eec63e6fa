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

export async function connectRedis(url: string): Promise<Redis> {
  // No offline queue: while Redis is unreachable a publish fails at once with a clear error instead of waiting.
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  redis.on('error', () => {}) // ioredis reconnects by itself; health reports the state.
  await redis.connect()
  return redis
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
  const subscriber = new Redis(url, { lazyConnect: true })
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
  await subscriber.connect()
  await subscriber.subscribe(channel)
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
