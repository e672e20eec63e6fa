import { NodeWebSocket, startRelay } from '@foyer/relay'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seal } from '../crypto/envelope.ts'
import { generateClientSeed } from '../crypto/relayJwt.ts'
import { DappClient } from '../dapp/DappClient.ts'
import { RelayConnection } from '../relay/RelayConnection.ts'
import { createMemoryStorage } from '../storage/storage.ts'
import { WalletClient } from '../wallet/WalletClient.ts'

let relay: Awaited<ReturnType<typeof startRelay>>
const closers: { close(): void }[] = []
beforeAll(async () => {
  relay = await startRelay()
})
afterAll(async () => {
  for (const closer of closers) closer.close()
  await relay?.stop()
})

const options = (name: string, storage = createMemoryStorage()) => ({
  projectId: 'test',
  relayUrl: relay.url,
  metadata: { name, description: '', url: 'http://127.0.0.1', icons: [] },
  storage,
  webSocket: NodeWebSocket,
})
const EVM = 'eip155:1'
const granted = {
  eip155: { accounts: [`${EVM}:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`], methods: ['personal_sign'], events: [] },
}

/** A dapp and a wallet in session; the wallet holds requests until the test answers them. */
async function session(walletStorage = createMemoryStorage()) {
  const dapp = await DappClient.init(options('dapp'))
  const wallet = await WalletClient.init(options('wallet', walletStorage))
  closers.push(dapp, wallet)
  wallet.events.on('session_proposal', ({ id }) => void wallet.approve({ id, namespaces: granted }))
  const proposal = dapp.propose({
    optionalNamespaces: { eip155: { chains: [EVM], methods: ['personal_sign'], events: [] } },
  })
  await wallet.pair(proposal.uri)
  const { topic } = await proposal.approval
  return { dapp, wallet, topic }
}

/** A stranger on the relay: it can publish on any topic, but holds no key. */
async function stranger() {
  const connection = new RelayConnection({
    relayUrl: relay.url,
    projectId: 'test',
    clientSeed: generateClientSeed(),
    webSocket: NodeWebSocket,
    onPush: async () => {},
  })
  closers.push(connection)
  return connection
}

describe('what a client refuses', () => {
  it('drops a message that is not a sealed envelope, and one sealed under another key, and keeps the session', async () => {
    const { dapp, wallet, topic } = await session()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const requests: unknown[] = []
    wallet.events.on('session_request', (request) => requests.push(request))
    const other = await stranger()
    await other.publish(topic, 'not an envelope', { tag: 1108, ttl: 60 })
    const forged = seal(
      '11'.repeat(32),
      JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'wc_sessionDelete', params: { code: 6000, message: 'x' } }),
    )
    await other.publish(topic, forged, { tag: 1112, ttl: 60 })
    // Both ends are subscribed to the session topic: each drops both messages.
    await expect.poll(() => warn.mock.calls.length).toBeGreaterThanOrEqual(4)
    expect(warn.mock.calls.map(([text]) => String(text))).toEqual(
      expect.arrayContaining([
        expect.stringContaining('The envelope is not base64'),
        expect.stringContaining('does not authenticate'),
      ]),
    )
    warn.mockRestore()
    expect(wallet.getSession(topic)).toBeDefined()
    wallet.events.on(
      'session_request',
      ({ id }) => void wallet.respond({ topic, response: { id, result: 'still here' } }),
    )
    expect(await dapp.request(topic, EVM, { method: 'personal_sign', params: [] })).toBe('still here')
    expect(requests).toHaveLength(1)
  })

  it('drops a sealed request whose relay tag belongs to another method', async () => {
    const { wallet, topic } = await session()
    const key = (wallet as unknown as { state: { data: { keys: Record<string, string> } } }).state.data.keys[topic]!
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const deletes: unknown[] = []
    wallet.events.on('session_delete', (event) => deletes.push(event))
    const message = seal(
      key,
      JSON.stringify({ id: 7, jsonrpc: '2.0', method: 'wc_sessionDelete', params: { code: 6000, message: 'bye' } }),
    )
    await (await stranger()).publish(topic, message, { tag: 1108, ttl: 60 })
    await expect
      .poll(() =>
        warn.mock.calls.some(([text]) => String(text).includes('tag 1108 does not belong to wc_sessionDelete')),
      )
      .toBe(true)
    warn.mockRestore()
    expect(deletes).toEqual([])
    expect(wallet.getSession(topic)).toBeDefined()
  })

  it('handles a replayed request once, and answers the replay with the answer it gave', async () => {
    const { wallet, topic } = await session()
    const key = (wallet as unknown as { state: { data: { keys: Record<string, string> } } }).state.data.keys[topic]!
    const seen: number[] = []
    wallet.events.on('session_request', ({ id }) => seen.push(id))
    const request = seal(
      key,
      JSON.stringify({
        id: 99,
        jsonrpc: '2.0',
        method: 'wc_sessionRequest',
        params: { request: { method: 'personal_sign', params: [] }, chainId: EVM },
      }),
    )
    const other = await stranger()
    await other.publish(topic, request, { tag: 1108, ttl: 60 })
    await expect.poll(() => seen).toEqual([99])
    // The same ciphertext again (a new relay, or a relay replaying): not a second request.
    const copy = seal(
      key,
      JSON.stringify({
        id: 99,
        jsonrpc: '2.0',
        method: 'wc_sessionRequest',
        params: { request: { method: 'personal_sign', params: [] }, chainId: EVM },
      }),
    )
    await other.publish(topic, copy, { tag: 1108, ttl: 60 })
    await wallet.ping(topic)
    expect(seen).toEqual([99])
  })

  it('ends a session once when two deletes for it arrive together', async () => {
    const { wallet, topic } = await session()
    const key = (wallet as unknown as { state: { data: { keys: Record<string, string> } } }).state.data.keys[topic]!
    const { pairingTopic } = wallet.getSession(topic)!
    const deletes: unknown[] = []
    wallet.events.on('session_delete', (event) => deletes.push(event))
    const bye = (id: number) =>
      seal(
        key,
        JSON.stringify({ id, jsonrpc: '2.0', method: 'wc_sessionDelete', params: { code: 6000, message: 'bye' } }),
      )
    const other = await stranger()
    // Sent together: the second reaches the wallet while it still handles the first (pushes are handled in
    // turn, and by its turn the wallet has left the topic).
    await Promise.all([
      other.publish(topic, bye(21), { tag: 1112, ttl: 60 }),
      other.publish(topic, bye(22), { tag: 1112, ttl: 60 }),
    ])
    await expect.poll(() => deletes).toHaveLength(1)
    // A round trip after both: whatever the wallet did with the second delete, it has done.
    await wallet.ping(pairingTopic)
    expect(deletes).toEqual([{ topic, reason: { code: 6000, message: 'bye' } }])
    expect(wallet.getSession(topic)).toBeUndefined()
  })

  it('ignores an answer to a request id it never sent', async () => {
    const { dapp, wallet, topic } = await session()
    const key = (wallet as unknown as { state: { data: { keys: Record<string, string> } } }).state.data.keys[topic]!
    const stray = seal(key, JSON.stringify({ id: 12345, jsonrpc: '2.0', result: '0xforged' }))
    await (await stranger()).publish(topic, stray, { tag: 1109, ttl: 60 })
    wallet.events.on('session_request', ({ id }) => void wallet.respond({ topic, response: { id, result: '0xreal' } }))
    expect(await dapp.request(topic, EVM, { method: 'personal_sign', params: [] })).toBe('0xreal')
  })

  it('still gets its answer when the relay restarts while the wallet holds the request', async () => {
    const { dapp, wallet, topic } = await session()
    const received = new Promise<{ id: number }>((resolve) => wallet.events.on('session_request', resolve))
    const answer = dapp.request(topic, EVM, { method: 'personal_sign', params: ['0x01'] })
    const { id } = await received
    await relay.stop()
    relay = await startRelay({ port: relay.port })
    await wallet.respond({ topic, response: { id, result: '0xafter-restart' } })
    expect(await answer).toBe('0xafter-restart')
  })
})
