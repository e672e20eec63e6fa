import type { Redis } from 'ioredis'
import { hashMessage } from './Mailbox.ts'
import { type NewMessage, type RelayMessage, type RelayStore, toRelayMessage } from './RelayStore.ts'

/**
 * Keys (prefix `relay:` by default):
 * - `relay:msg:{topic}:{hash}`: a hash with the message's fields and one `ack:{clientId}` field per client that
 *   acknowledged it; it expires with the message's TTL (Redis key expiry).
 * - `relay:topic:{topic}`: a sorted set of the topic's message hashes in publication order, trimmed to
 *   `maxMessagesPerTopic` (the oldest go first, their message keys with them); it expires with its longest-lived
 *   message.
 */
const ADD = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'message', ARGV[1], 'tag', ARGV[2], 'attestation', ARGV[3], 'publishedAt', ARGV[4],
  'expiresAt', ARGV[5], 'publisherId', ARGV[6])
redis.call('PEXPIRE', KEYS[1], ARGV[7])
local last = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
local score = 1
if last[2] then score = tonumber(last[2]) + 1 end
redis.call('ZADD', KEYS[2], score, ARGV[8])
if redis.call('PTTL', KEYS[2]) < tonumber(ARGV[7]) then redis.call('PEXPIRE', KEYS[2], ARGV[7]) end
local over = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[9])
if over > 0 then
  for _, hash in ipairs(redis.call('ZRANGE', KEYS[2], 0, over - 1)) do redis.call('DEL', ARGV[10] .. hash) end
  redis.call('ZREMRANGEBYRANK', KEYS[2], 0, over - 1)
end
return 1
`
// An acknowledgement for a message that already expired must not recreate its key without a TTL.
const ACKNOWLEDGE = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('HSET', KEYS[1], ARGV[1], '1') end
return 0
`

export interface RedisStoreOptions {
  maxMessagesPerTopic: number
  /** Defaults to `relay:`; tests give each run its own. */
  prefix?: string
}

interface Stored extends RelayMessage {
  acknowledgedBy: Set<string>
}

export function createRedisStore(redis: Redis, options: RedisStoreOptions): RelayStore {
  const prefix = options.prefix ?? 'relay:'
  const messagePrefix = (topic: string) => `${prefix}msg:${topic}:`
  const topicKey = (topic: string) => `${prefix}topic:${topic}`

  async function read(topic: string, now: number): Promise<Stored[]> {
    const hashes = await redis.zrange(topicKey(topic), '0', '-1')
    if (hashes.length === 0) return []
    const pipeline = redis.pipeline()
    for (const hash of hashes) pipeline.hgetall(messagePrefix(topic) + hash)
    const results = (await pipeline.exec()) ?? []
    const messages: Stored[] = []
    const gone: string[] = []
    results.forEach(([error, fields], index) => {
      if (error) throw error
      const message = parse(topic, hashes[index]!, fields as Record<string, string>)
      if (message && message.expiresAt > now) messages.push(message)
      else if (!message) gone.push(hashes[index]!)
    })
    // Members whose message key expired: drop them so the set does not outlive its messages' use.
    if (gone.length > 0) await redis.zrem(topicKey(topic), ...gone)
    return messages
  }

  return {
    kind: 'redis',
    async add(input: NewMessage, now: number) {
      const hash = hashMessage(input.message)
      const stored = toRelayMessage(input, hash, now)
      const added = await redis.eval(
        ADD,
        2,
        messagePrefix(input.topic) + hash,
        topicKey(input.topic),
        input.message,
        String(input.tag),
        input.attestation ?? '',
        String(now),
        String(stored.expiresAt),
        input.publisherId,
        String(stored.expiresAt - now),
        hash,
        String(options.maxMessagesPerTopic),
        messagePrefix(input.topic),
      )
      return { stored, added: added === 1 }
    },
    async undelivered(topic, clientId, now) {
      return (await read(topic, now))
        .filter((m) => m.publisherId !== clientId && !m.acknowledgedBy.has(clientId))
        .map(plain)
    },
    async live(topics, now) {
      return (await Promise.all(topics.map((topic) => read(topic, now)))).flat().map(plain)
    },
    async acknowledge(topic, hash, clientId) {
      await redis.eval(ACKNOWLEDGE, 1, messagePrefix(topic) + hash, `ack:${clientId}`)
    },
    sweep: () => 0,
    size: () => undefined,
    healthy: () => redis.status === 'ready',
    async close() {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}

function parse(topic: string, hash: string, fields: Record<string, string>): Stored | undefined {
  if (fields.message === undefined) return undefined
  const acknowledgedBy = new Set(
    Object.keys(fields)
      .filter((field) => field.startsWith('ack:'))
      .map((field) => field.slice(4)),
  )
  return {
    topic,
    message: fields.message,
    hash,
    tag: Number(fields.tag),
    ...(fields.attestation ? { attestation: fields.attestation } : {}),
    publishedAt: Number(fields.publishedAt),
    expiresAt: Number(fields.expiresAt),
    publisherId: fields.publisherId ?? '',
    acknowledgedBy,
  }
}

function plain({ acknowledgedBy: _, ...message }: Stored): RelayMessage {
  return message
}
