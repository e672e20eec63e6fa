import { createHash } from 'node:crypto'
import { connect as connectTcp } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { connectTestClient, randomTopic, relayAuthJwt, type TestClient } from './connectTestClient.ts'
import { type RunningRelay, startRelay } from './startRelay.ts'

let clock = Date.now()
let relay: RunningRelay
const clients: TestClient[] = []

async function client(options?: Parameters<typeof connectTestClient>[1]): Promise<TestClient> {
  const connected = await connectTestClient(relay.url, options)
  clients.push(connected)
  return connected
}

/** Resolves after the relay has handled everything this client sent before, pushes included. */
async function roundTrip(target: TestClient): Promise<void> {
  expect((await target.request('irn_unsubscribe', { topic: randomTopic(), id: 'none' })).result).toBe(true)
}

beforeAll(async () => {
  relay = await startRelay({ now: () => clock, maxMessageBytes: 1024 })
})
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
})
afterAll(async () => {
  await relay.stop()
})

describe('relay protocol', () => {
  it('answers a subscription with sha256(topic + clientId) and pushes a publication to subscribers only', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const topic = randomTopic()
    const { result: id } = await wallet.request('irn_subscribe', { topic })
    expect(id).toBe(
      createHash('sha256')
        .update(topic + wallet.clientId)
        .digest('hex'),
    )
    await dapp.request('irn_subscribe', { topic })
    expect((await dapp.request('irn_publish', { topic, message: 'hello', ttl: 300, tag: 1108 })).result).toBe(true)
    const [push] = await wallet.waitForPushes(1)
    expect(push).toMatchObject({ subscription: id, topic, message: 'hello', publishedAt: clock, tag: 1108 })
    await roundTrip(dapp)
    expect(dapp.pushes).toEqual([])
  })

  it('replays a message published before the subscription until its TTL runs out', async () => {
    const dapp = await client()
    const topic = randomTopic()
    await dapp.request('irn_publish', { topic, message: 'proposal', ttl: 300, tag: 1100 })
    clock += 299_000
    const early = await client()
    await early.request('irn_subscribe', { topic })
    expect((await early.waitForPushes(1))[0]).toMatchObject({ topic, message: 'proposal', tag: 1100 })
    clock += 1_000
    const late = await client()
    await late.request('irn_subscribe', { topic })
    await roundTrip(late)
    expect(late.pushes).toEqual([])
    expect(relay.stats().messages).toBe(0)
  })

  it('replays to a resubscribing client only what it has not acknowledged', async () => {
    const dapp = await client()
    const topic = randomTopic()
    await dapp.request('irn_publish', { topic, message: 'one', ttl: 300 })
    const jwt = await relayAuthJwt(relay.url)
    const acking = await client({ jwt })
    await acking.request('irn_subscribe', { topic })
    await acking.waitForPushes(1)
    await acking.close()
    const again = await client({ jwt })
    await again.request('irn_subscribe', { topic })
    await roundTrip(again)
    expect(again.pushes).toEqual([])

    const silentJwt = await relayAuthJwt(relay.url)
    const silent = await client({ jwt: silentJwt, autoAck: false })
    await silent.request('irn_subscribe', { topic })
    await silent.waitForPushes(1)
    await silent.close()
    const back = await client({ jwt: silentJwt })
    await back.request('irn_subscribe', { topic })
    expect((await back.waitForPushes(1))[0]?.message).toBe('one')
  })

  it('pushes a message published twice only once', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const topic = randomTopic()
    await wallet.request('irn_subscribe', { topic })
    await dapp.request('irn_publish', { topic, message: 'same', ttl: 300 })
    await dapp.request('irn_publish', { topic, message: 'same', ttl: 300 })
    await dapp.request('irn_publish', { topic, message: 'next', ttl: 300 })
    await wallet.waitForPushes(2)
    await roundTrip(wallet)
    expect(wallet.pushes.map((p) => p.message)).toEqual(['same', 'next'])
  })

  it('stops pushing after irn_unsubscribe and irn_batchUnsubscribe', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const [a, b, c] = [randomTopic(), randomTopic(), randomTopic()]
    const { result: ids } = await wallet.request('irn_batchSubscribe', { topics: [a, b, c] })
    expect(ids).toHaveLength(3)
    const [idA, idB, idC] = ids as string[]
    expect((await wallet.request('irn_unsubscribe', { topic: a, id: idA })).result).toBe(true)
    const batch = await wallet.request('irn_batchUnsubscribe', { subscriptions: [{ topic: b, id: idB }] })
    expect(batch.result).toBe(true)
    for (const topic of [a, b, c]) await dapp.request('irn_publish', { topic, message: `to ${topic}`, ttl: 60 })
    await roundTrip(wallet)
    expect(wallet.pushes.map((p) => [p.topic, p.subscription])).toEqual([[c, idC]])
  })

  it('replays stored messages on every topic of an irn_batchSubscribe', async () => {
    const dapp = await client()
    const [a, b] = [randomTopic(), randomTopic()]
    await dapp.request('irn_publish', { topic: a, message: 'on a', ttl: 60 })
    await dapp.request('irn_publish', { topic: b, message: 'on b', ttl: 60 })
    const wallet = await client()
    await wallet.request('irn_batchSubscribe', { topics: [a, b] })
    expect((await wallet.waitForPushes(2)).map((p) => p.message)).toEqual(['on a', 'on b'])
  })

  it('wc_proposeSession publishes the proposal on the pairing topic (1100) and subscribes the dapp to it', async () => {
    const dapp = await client()
    const pairingTopic = randomTopic()
    const proposed = await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal', ttl: 300 })
    expect(proposed.result).toBe(true)
    const wallet = await client()
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    expect((await wallet.waitForPushes(1))[0]).toMatchObject({ topic: pairingTopic, message: 'proposal', tag: 1100 })
    await wallet.request('irn_publish', { topic: pairingTopic, message: 'reply', ttl: 300, tag: 1101 })
    expect((await dapp.waitForPushes(1))[0]).toMatchObject({ topic: pairingTopic, message: 'reply' })
  })

  it('wc_approveSession answers on the pairing topic (1101), settles on the session topic (1102) and subscribes the wallet', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const [pairingTopic, sessionTopic] = [randomTopic(), randomTopic()]
    await dapp.request('irn_subscribe', { topic: pairingTopic })
    const approved = await wallet.request('wc_approveSession', {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    expect(approved.result).toBe(true)
    expect((await dapp.waitForPushes(1))[0]).toMatchObject({ topic: pairingTopic, message: 'response', tag: 1101 })
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    expect((await dapp.waitForPushes(2))[1]).toMatchObject({ topic: sessionTopic, message: 'settle', tag: 1102 })
    await dapp.request('irn_publish', { topic: sessionTopic, message: 'personal_sign', ttl: 300, tag: 1108 })
    expect((await wallet.waitForPushes(1))[0]).toMatchObject({ topic: sessionTopic, message: 'personal_sign' })
  })

  it('answers bad frames with JSON-RPC errors and keeps the socket working', async () => {
    const dapp = await client()
    expect(await dapp.sendRaw('{not json')).toMatchObject({ id: null, error: { code: -32700 } })
    expect(await dapp.sendRaw('[1,2]')).toMatchObject({ id: null, error: { code: -32600 } })
    expect(await dapp.sendRaw('{"jsonrpc":"2.0","method":"irn_subscribe"}')).toMatchObject({ error: { code: -32600 } })
    expect(await dapp.request('irn_teleport', {})).toMatchObject({
      error: { code: -32601, message: 'Method not found: irn_teleport' },
    })
    const invalid = [
      ['irn_subscribe', undefined],
      ['irn_subscribe', { topic: '' }],
      ['irn_batchSubscribe', { topics: 'abc' }],
      ['irn_publish', { topic: 't', message: 'm', ttl: '60' }],
      ['irn_publish', { topic: 't', message: 'm', ttl: 60, tag: 1.5 }],
      ['irn_publish', { topic: 't', message: 'x'.repeat(1025), ttl: 60 }],
      ['irn_batchUnsubscribe', { subscriptions: [{ id: 'x' }] }],
      ['wc_proposeSession', { pairingTopic: 't' }],
      ['wc_approveSession', { sessionTopic: 's', pairingTopic: 'p', sessionProposalResponse: 'r' }],
    ] as const
    for (const [method, params] of invalid) {
      expect(await dapp.request(method, params), method).toMatchObject({ error: { code: -32602 } })
    }
    expect((await dapp.request('irn_publish', { topic: 't', message: 'x'.repeat(1025), ttl: 60 })).error?.message).toBe(
      'Invalid params: "message" is larger than 1024 bytes',
    )
    expect(typeof (await dapp.request('irn_subscribe', { topic: randomTopic() })).result).toBe('string')
  })

  it('returns live messages for irn_batchFetchMessages', async () => {
    const dapp = await client()
    const topic = randomTopic()
    await dapp.request('irn_publish', { topic, message: 'kept', ttl: 60, tag: 4 })
    const { result } = await dapp.request('irn_batchFetchMessages', { topics: [topic] })
    expect(result).toEqual({ messages: [{ topic, message: 'kept', publishedAt: clock, tag: 4 }], hasMore: false })
  })

  it('reports its state on /health and counts clients, topics and messages', async () => {
    const dapp = await client()
    await dapp.request('irn_subscribe', { topic: randomTopic() })
    const stats = relay.stats()
    expect(stats.clients).toBeGreaterThanOrEqual(1)
    expect(stats.topics).toBeGreaterThanOrEqual(1)
    const health = await fetch(`${relay.url.replace('ws://', 'http://')}/health`)
    expect(await health.json()).toMatchObject({ status: 'ok', clients: stats.clients })
  })
})

describe('relay connections', () => {
  function upgradeStatus(url: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url)
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
      socket.once('open', () => {
        socket.close()
        resolve(101)
      })
      socket.once('error', (error) => {
        if (!String(error.message).includes('Unexpected server response')) reject(error)
      })
    })
  }

  it('refuses an upgrade without a valid relay-auth JWT with 401 and accepts a valid one on any query', async () => {
    const { jwt } = await relayAuthJwt(relay.url)
    expect(await upgradeStatus(`${relay.url}/?ua=x&projectId=y`)).toBe(401)
    expect(await upgradeStatus(`${relay.url}/?auth=abc.def.ghi`)).toBe(401)
    expect(await upgradeStatus(`${relay.url}/?auth=${jwt.slice(0, -4)}AAAA`)).toBe(401)
    expect(await upgradeStatus(`${relay.url}/?auth=${jwt}&ua=wc-2%2Fjs-2.25.0&projectId=foyer`)).toBe(101)
  })

  it('admits clients without a JWT when verifyAuth is false', async () => {
    const open = await startRelay({ verifyAuth: false })
    try {
      expect(await upgradeStatus(`${open.url}/?projectId=y`)).toBe(101)
    } finally {
      await open.stop()
    }
  })

  it('closes a socket that stops answering pings', async () => {
    const pinging = await startRelay({ pingIntervalMs: 30 })
    try {
      const { jwt } = await relayAuthJwt(pinging.url)
      // A bare TCP client: it completes the handshake and then never answers a ping.
      const socket = connectTcp(pinging.port, '127.0.0.1')
      socket.on('error', () => {})
      socket.write(
        `GET /?auth=${jwt} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      )
      let received = ''
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString('latin1')
      })
      await new Promise<void>((resolve) => socket.once('close', () => resolve()))
      // The client never closes: the relay did, after a ping went unanswered.
      expect(received).toContain('101 Switching Protocols')
    } finally {
      await pinging.stop()
    }
  })

  it('closes sockets with 1012 on stop, and a relay restarted on the same port serves the reconnecting client', async () => {
    const first = await startRelay()
    const jwt = await relayAuthJwt(first.url)
    const wallet = await connectTestClient(first.url, { jwt })
    const topic = randomTopic()
    const { result: id } = await wallet.request('irn_subscribe', { topic })
    const closeCode = new Promise<number>((resolve) => wallet.socket.once('close', (code) => resolve(code)))
    await first.stop()
    expect(await closeCode).toBe(1012)

    const second = await startRelay({ port: first.port })
    try {
      expect(second.url).toBe(first.url)
      const again = await connectTestClient(second.url, { jwt })
      const dapp = await connectTestClient(second.url)
      expect((await again.request('irn_subscribe', { topic })).result).toBe(id)
      await dapp.request('irn_publish', { topic, message: 'after restart', ttl: 60 })
      expect((await again.waitForPushes(1))[0]?.message).toBe('after restart')
      await Promise.all([again.close(), dapp.close()])
    } finally {
      await second.stop()
    }
  })
})
