import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { hashMessage } from './Mailbox.ts'
import { createMemoryStore } from './memoryStore.ts'
import type { RelayStore } from './RelayStore.ts'
import { connectRedis } from './redisFanout.ts'
import { createRedisStore } from './redisStore.ts'
import { newMessage } from './testMessages.ts'

const REDIS_URL = process.env.REDIS_URL
const MAX_PER_TOPIC = 3
const opened: RelayStore[] = []
afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()))
})

/** The same contract, run against each store: what the relay relies on, whichever it is given. */
const stores: Array<{ name: string; skip: boolean; open: () => Promise<RelayStore> }> = [
  {
    name: 'memory',
    skip: false,
    open: async () => createMemoryStore({ maxMessagesPerTopic: MAX_PER_TOPIC, maxMessages: 100 }),
  },
  {
    name: 'redis',
    skip: !REDIS_URL,
    open: async () =>
      createRedisStore(await connectRedis(REDIS_URL!), {
        maxMessagesPerTopic: MAX_PER_TOPIC,
        prefix: `test-${randomUUID()}:`,
      }),
  },
]

const message = newMessage

describe.each(stores)('$name store', ({ skip, open }) => {
  async function store(): Promise<RelayStore> {
    const opening = await open()
    opened.push(opening)
    return opening
  }
  const now = Date.now()

  it.skipIf(skip)('keeps a message for a late subscriber, with every field, until its TTL', async () => {
    const s = await store()
    const { stored, added } = await s.add({ ...message('t', 'hello', 60), attestation: 'jwt' }, now)
    expect(added).toBe(true)
    expect(await s.undelivered('t', 'wallet', now + 59_999)).toEqual([stored])
    expect(stored).toMatchObject({ hash: hashMessage('hello'), tag: 1, publishedAt: now, attestation: 'jwt' })
    expect(await s.undelivered('t', 'wallet', now + 60_000)).toEqual([])
  })

  it.skipIf(skip)('stores the same message on a topic once while it lives', async () => {
    const s = await store()
    expect((await s.add(message('t', 'hello'), now)).added).toBe(true)
    expect((await s.add(message('t', 'hello'), now + 10)).added).toBe(false)
    expect((await s.add(message('other', 'hello'), now + 10)).added).toBe(true)
  })

  it.skipIf(skip)('never hands a message back to its publisher nor to a client that acknowledged it', async () => {
    const s = await store()
    await s.add(message('t', 'hello'), now)
    expect(await s.undelivered('t', 'dapp', now)).toEqual([])
    await s.acknowledge('t', hashMessage('hello'), 'wallet')
    expect(await s.undelivered('t', 'wallet', now)).toEqual([])
    expect(await s.undelivered('t', 'other-wallet', now)).toHaveLength(1)
  })

  it.skipIf(skip)('drops the oldest message of a topic past its cap, and keeps publication order', async () => {
    const s = await store()
    for (const text of ['a', 'b', 'c', 'd']) await s.add(message('t', text), now)
    expect((await s.undelivered('t', 'wallet', now)).map((m) => m.message)).toEqual(['b', 'c', 'd'])
  })

  it.skipIf(skip)('returns every live message of the asked topics for a batch fetch', async () => {
    const s = await store()
    await s.add(message('t', 'a', 60), now)
    await s.add(message('u', 'b', 60), now)
    expect((await s.live(['t', 'u', 'none'], now)).map((m) => m.message)).toEqual(['a', 'b'])
  })

  it.skipIf(skip)('ignores an acknowledgement of a message it does not hold', async () => {
    const s = await store()
    await s.acknowledge('t', hashMessage('never'), 'wallet')
    expect(await s.live(['t'], now)).toEqual([])
  })
})

describe('redis store', () => {
  it.skipIf(!REDIS_URL)('lets Redis expire a message and its topic with the TTL', async () => {
    const prefix = `test-${randomUUID()}:`
    const redis = await connectRedis(REDIS_URL!)
    const s = createRedisStore(redis, { maxMessagesPerTopic: 3, prefix })
    opened.push(s)
    await s.add(message('t', 'short', 0.05), Date.now())
    const keys = await redis.keys(`${prefix}*`)
    expect(keys.sort()).toEqual([`${prefix}msg:t:${hashMessage('short')}`, `${prefix}topic:t`])
    await expect.poll(() => redis.keys(`${prefix}*`), { timeout: 5_000 }).toEqual([])
  })
})
