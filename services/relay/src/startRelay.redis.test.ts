import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connectTestClient, randomTopic, relayAuthJwt, type TestClient } from './connectTestClient.ts'
import { type RunningRelay, startRelay } from './startRelay.ts'
import { startTestRedisServer, type TestRedisServer } from './testRedisServer.ts'

const REDIS_URL = process.env.REDIS_URL
const clients: TestClient[] = []
let a: RunningRelay
let b: RunningRelay

async function client(relay: RunningRelay, options?: Parameters<typeof connectTestClient>[1]) {
  const connected = await connectTestClient(relay.url, options)
  clients.push(connected)
  return connected
}

/** Resolves after the relay has handled everything this client sent before, pushes included. */
async function roundTrip(target: TestClient): Promise<void> {
  expect((await target.request('irn_unsubscribe', { topic: randomTopic(), id: 'none' })).result).toBe(true)
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
})

describe('two relay instances on one Redis', () => {
  beforeAll(async () => {
    if (!REDIS_URL) return
    const redisPrefix = `test-${randomUUID()}:`
    ;[a, b] = await Promise.all([
      startRelay({ redisUrl: REDIS_URL, redisPrefix }),
      startRelay({ redisUrl: REDIS_URL, redisPrefix }),
    ])
  })
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
  })

  it.skipIf(!REDIS_URL)(
    'pushes a message published on A to its subscriber on B, not back to the publisher',
    async () => {
      const [dapp, wallet] = [await client(a), await client(b)]
      const topic = randomTopic()
      await wallet.request('irn_subscribe', { topic })
      await dapp.request('irn_subscribe', { topic })
      expect((await dapp.request('irn_publish', { topic, message: 'across', ttl: 60, tag: 1108 })).result).toBe(true)
      expect((await wallet.waitForPushes(1))[0]).toMatchObject({ topic, message: 'across', tag: 1108 })
      await roundTrip(dapp)
      expect(dapp.pushes).toEqual([])
    },
  )

  it.skipIf(!REDIS_URL)(
    'replays on B what was published on A before the subscription, once acknowledged never again',
    async () => {
      const dapp = await client(a)
      const topic = randomTopic()
      await dapp.request('irn_publish', { topic, message: 'proposal', ttl: 60, tag: 1100 })
      const jwt = await relayAuthJwt(b.url)
      const wallet = await client(b, { jwt })
      await wallet.request('irn_subscribe', { topic })
      expect((await wallet.waitForPushes(1))[0]).toMatchObject({ message: 'proposal', tag: 1100 })
      await roundTrip(wallet)
      await wallet.close()
      const back = await client(a, { jwt })
      await back.request('irn_subscribe', { topic })
      await roundTrip(back)
      expect(back.pushes).toEqual([])
    },
  )

  it.skipIf(!REDIS_URL)('reports itself healthy with its store', async () => {
    const health = await fetch(`${a.url.replace('ws://', 'http://')}/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok', store: 'redis' })
  })
})

describe('when Redis goes away', () => {
  let redis: TestRedisServer
  let relay: RunningRelay
  let other: RunningRelay
  beforeAll(async () => {
    if (!REDIS_URL) return
    redis = await startTestRedisServer()
    ;[relay, other] = await Promise.all([startRelay({ redisUrl: redis.url }), startRelay({ redisUrl: redis.url })])
  })
  afterAll(async () => {
    await Promise.all([relay?.stop(), other?.stop()])
    await redis?.kill()
  })

  it.skipIf(!REDIS_URL)(
    'refuses a publish with an error and health 503, then delivers between instances again once Redis is back',
    async () => {
      const [dapp, wallet] = [await client(relay), await client(relay)]
      const topic = randomTopic()
      await wallet.request('irn_subscribe', { topic })
      const health = () => fetch(`${relay.url.replace('ws://', 'http://')}/health`).then((r) => r.status)
      await redis.kill()
      await expect.poll(health).toBe(503)
      expect(await dapp.request('irn_publish', { topic, message: 'lost?', ttl: 60 })).toMatchObject({
        error: { code: -32000, message: 'Relay storage unavailable: nothing was stored, try again' },
      })

      await redis.start()
      await expect.poll(health, { timeout: 10_000 }).toBe(200)
      expect((await dapp.request('irn_publish', { topic, message: 'after', ttl: 60 })).result).toBe(true)
      expect((await wallet.waitForPushes(1)).map((p) => p.message)).toEqual(['after'])
    },
  )
})

describe('when Redis is not up yet', () => {
  let redis: TestRedisServer
  let relay: RunningRelay
  afterAll(async () => {
    await relay?.stop()
    await redis?.kill()
  })

  it.skipIf(!REDIS_URL)('starts anyway, answers health 503, and serves once Redis comes up', async () => {
    redis = await startTestRedisServer()
    await redis.kill()
    relay = await startRelay({ redisUrl: redis.url, redisStartWaitMs: 100 })
    const health = () => fetch(`${relay.url.replace('ws://', 'http://')}/health`).then((r) => r.status)
    expect(await health()).toBe(503)

    await redis.start()
    await expect.poll(health, { timeout: 10_000 }).toBe(200)
    const [dapp, wallet] = [await client(relay), await client(relay)]
    const topic = randomTopic()
    await wallet.request('irn_subscribe', { topic })
    expect((await dapp.request('irn_publish', { topic, message: 'late start', ttl: 60 })).result).toBe(true)
    expect((await wallet.waitForPushes(1)).map((p) => p.message)).toEqual(['late start'])
  })
})
