import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { connectTestClient, randomTopic, type TestClient } from './connectTestClient.ts'
import { type RunningRelay, startRelay } from './startRelay.ts'

let relay: RunningRelay
const clients: TestClient[] = []

async function client(target: RunningRelay = relay): Promise<TestClient> {
  const connected = await connectTestClient(target.url)
  clients.push(connected)
  return connected
}

function closeCode(target: TestClient): Promise<number> {
  return new Promise((resolve) => target.socket.once('close', (code) => resolve(code)))
}

/** A dapp and a wallet on one topic: proves delivery still works for everyone else. */
async function bystanderDelivers(message: string): Promise<void> {
  const [dapp, wallet] = [await client(), await client()]
  const topic = randomTopic()
  await wallet.request('irn_subscribe', { topic })
  expect((await dapp.request('irn_publish', { topic, message, ttl: 60 })).result).toBe(true)
  expect((await wallet.waitForPushes(1))[0]?.message).toBe(message)
}

beforeAll(async () => {
  relay = await startRelay({ publishesPerSecond: 1, publishBurst: 3, maxSubscriptionsPerSocket: 2, maxViolations: 5 })
})
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
})
afterAll(async () => {
  await relay.stop()
})

describe('per-client limits', () => {
  it('refuses a publish past the rate with -32001 and keeps the socket', async () => {
    const dapp = await client()
    const topic = randomTopic()
    const answers = []
    for (let n = 0; n < 4; n += 1) answers.push(await dapp.request('irn_publish', { topic, message: `m${n}`, ttl: 60 }))
    expect(answers.slice(0, 3).map((a) => a.result)).toEqual([true, true, true])
    expect(answers[3]).toMatchObject({
      error: { code: -32001, message: 'Rate limited: at most 1 publishes per second (burst 3)' },
    })
    expect(typeof (await dapp.request('irn_subscribe', { topic })).result).toBe('string')
  })

  it('refuses a subscription past the cap per socket with -32002', async () => {
    const wallet = await client()
    expect(
      (await wallet.request('irn_batchSubscribe', { topics: [randomTopic(), randomTopic()] })).result,
    ).toHaveLength(2)
    expect(await wallet.request('irn_subscribe', { topic: randomTopic() })).toMatchObject({
      error: { code: -32002, message: 'Too many subscriptions: at most 2 per connection' },
    })
  })

  it('cuts a client that keeps flooding past its limits with 1008, while a bystander pair keeps delivering', async () => {
    const flooder = await client()
    const closed = closeCode(flooder)
    const topic = randomTopic()
    for (let n = 0; n < 20; n += 1) {
      flooder.socket.send(
        JSON.stringify({ id: n, jsonrpc: '2.0', method: 'irn_publish', params: { topic, message: `f${n}`, ttl: 60 } }),
      )
    }
    expect(await closed).toBe(1008)
    await bystanderDelivers('still here')
  })

  it('cuts a client that keeps sending malformed frames with 1008', async () => {
    const garbler = await client()
    const closed = closeCode(garbler)
    for (let n = 0; n < 10; n += 1) garbler.socket.send('{not json')
    expect(await closed).toBe(1008)
    await bystanderDelivers('unaffected')
  })

  it('closes a socket that sends a frame above the size limit with 1009', async () => {
    const small = await startRelay({ maxMessageBytes: 1024 })
    try {
      const big = await client(small)
      const closed = closeCode(big)
      big.socket.send('x'.repeat(200 * 1024))
      expect(await closed).toBe(1009)
    } finally {
      await small.stop()
    }
  })
})

describe('drain', () => {
  it('answers health 503 and refuses new sockets while draining, then closes open ones with 1012', async () => {
    const draining = await startRelay()
    const health = `${draining.url.replace('ws://', 'http://')}/health`
    expect((await fetch(health)).status).toBe(200)
    const wallet = await client(draining)
    const closed = closeCode(wallet)
    draining.drain()
    const answer = await fetch(health)
    expect(answer.status).toBe(503)
    expect(await answer.json()).toMatchObject({ status: 'draining' })
    await expect(connectTestClient(draining.url)).rejects.toThrow('Unexpected server response: 503')
    expect(wallet.socket.readyState).toBe(WebSocket.OPEN)
    await draining.stop()
    expect(await closed).toBe(1012)
  })
})
