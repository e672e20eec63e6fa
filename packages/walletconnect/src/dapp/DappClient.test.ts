import { NodeWebSocket, startRelay } from '@foyer/relay'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sdkError, WalletConnectError } from '../protocol/errors.ts'
import { createMemoryStorage, type WalletConnectStorage } from '../storage/storage.ts'
import { WalletClient } from '../wallet/WalletClient.ts'
import { DappClient } from './DappClient.ts'

let relay: Awaited<ReturnType<typeof startRelay>>
const clients: { close(): void }[] = []

beforeAll(async () => {
  relay = await startRelay()
})
afterAll(async () => {
  for (const client of clients) client.close()
  await relay?.stop()
})

const metadata = (name: string) => ({ name, description: `${name} in a test`, url: 'http://127.0.0.1', icons: [] })
const EVM = 'eip155:31337'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const EVM_ACCOUNT = `${EVM}:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`
const SOLANA_ACCOUNT = `${SOLANA}:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv`

async function dapp(storage: WalletConnectStorage = createMemoryStorage()) {
  const client = await DappClient.init({
    projectId: 'test',
    relayUrl: relay.url,
    metadata: metadata('Dapp'),
    storage,
    webSocket: NodeWebSocket,
  })
  clients.push(client)
  return client
}

async function wallet(storage: WalletConnectStorage = createMemoryStorage()) {
  const client = await WalletClient.init({
    projectId: 'test',
    relayUrl: relay.url,
    metadata: metadata('Wallet'),
    storage,
    webSocket: NodeWebSocket,
  })
  clients.push(client)
  return client
}

const optionalNamespaces = {
  eip155: { chains: [EVM], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] },
  solana: { chains: [SOLANA], methods: ['solana_signMessage'], events: [] },
}

/** The wallet approves every proposal with both namespaces and answers personal_sign with a fixed value. */
function approveEverything(peer: WalletClient) {
  peer.events.on('session_proposal', ({ id }) => {
    void peer.approve({
      id,
      namespaces: {
        eip155: {
          chains: [EVM],
          accounts: [EVM_ACCOUNT],
          methods: ['personal_sign'],
          events: ['chainChanged', 'accountsChanged'],
        },
        solana: { chains: [SOLANA], accounts: [SOLANA_ACCOUNT], methods: ['solana_signMessage'], events: [] },
      },
    })
  })
}

async function connected() {
  const [client, peer] = [await dapp(), await wallet()]
  approveEverything(peer)
  const proposal = client.propose({ optionalNamespaces })
  await peer.pair(proposal.uri)
  const session = await proposal.approval
  return { client, peer, session }
}

describe('Foyer’s dapp client with Foyer’s wallet client', () => {
  it('pairs, settles one session spanning eip155 and solana, and carries a request each way', async () => {
    const { client, peer, session } = await connected()
    expect(Object.keys(session.namespaces)).toEqual(['eip155', 'solana'])
    expect(session.namespaces.solana?.accounts).toEqual([SOLANA_ACCOUNT])
    peer.events.on('session_request', (request) => {
      void peer.respond({
        topic: request.topic,
        response: { id: request.id, result: `${request.method} on ${request.chainId}` },
      })
    })
    expect(await client.request(session.topic, EVM, { method: 'personal_sign', params: ['0x68', '0x0'] })).toBe(
      `personal_sign on ${EVM}`,
    )
    expect(await client.request(session.topic, SOLANA, { method: 'solana_signMessage', params: {} })).toBe(
      `solana_signMessage on ${SOLANA}`,
    )
    await expect.poll(() => peer.getSession(session.topic)?.acknowledged).toBe(true)
  })

  it('fails the proposal with the wallet’s rejection', async () => {
    const [client, peer] = [await dapp(), await wallet()]
    peer.events.on('session_proposal', ({ id }) => void peer.reject({ id }))
    const proposal = client.propose({ optionalNamespaces })
    await peer.pair(proposal.uri)
    await expect(proposal.approval).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
  })

  it('throws the wallet’s error answer to a request', async () => {
    const { client, peer, session } = await connected()
    peer.events.on('session_request', ({ topic, id }) => {
      void peer.respond({ topic, response: { id, error: sdkError('USER_REJECTED') } })
    })
    const answer = client.request(session.topic, EVM, { method: 'personal_sign', params: [] })
    await expect(answer).rejects.toBeInstanceOf(WalletConnectError)
    await expect(answer).rejects.toMatchObject({ code: 5000 })
  })

  it('refuses a method or chain the session does not grant, before anything is sent', async () => {
    const { client, session } = await connected()
    await expect(client.request(session.topic, EVM, { method: 'eth_sendTransaction' })).rejects.toMatchObject({
      code: 3001,
    })
    await expect(client.request(session.topic, 'eip155:1', { method: 'personal_sign' })).rejects.toMatchObject({
      code: 5100,
    })
  })

  it('follows the wallet’s update, extension, events and ping, and its disconnect', async () => {
    const { client, peer, session } = await connected()
    const seen: string[] = []
    client.events.on('session_update', () => seen.push('update'))
    client.events.on('session_extend', () => seen.push('extend'))
    client.events.on('session_event', ({ event }) => seen.push(`event ${event.name}`))
    client.events.on('session_delete', ({ reason }) => seen.push(`delete ${reason.code}`))
    const namespaces = {
      ...session.namespaces,
      eip155: { ...session.namespaces.eip155!, methods: ['personal_sign', 'eth_sendTransaction'] },
    }
    await peer.update({ topic: session.topic, namespaces })
    expect(client.getSession(session.topic)?.namespaces.eip155?.methods).toContain('eth_sendTransaction')
    const { expiry } = await peer.extend({ topic: session.topic })
    expect(client.getSession(session.topic)?.expiry).toBe(expiry)
    await peer.emit({ topic: session.topic, event: { name: 'chainChanged', data: 31337 }, chainId: EVM })
    await client.ping(session.topic)
    await peer.ping(session.topic)
    await peer.disconnect(session.topic)
    await expect.poll(() => seen).toEqual(['update', 'extend', 'event chainChanged', 'delete 6000'])
    expect(client.getSession(session.topic)).toBeUndefined()
  })

  it('refuses an event the session does not grant, on the wallet side first', async () => {
    const { peer, session } = await connected()
    await expect(
      peer.emit({ topic: session.topic, event: { name: 'somethingElse', data: 1 }, chainId: EVM }),
    ).rejects.toMatchObject({ code: 3002 })
  })

  it('tells the wallet when the dapp disconnects', async () => {
    const { client, peer, session } = await connected()
    const deleted = new Promise((resolve) => peer.events.on('session_delete', resolve))
    await client.disconnect(session.topic)
    expect(await deleted).toMatchObject({ topic: session.topic, reason: { code: 6000 } })
    expect(peer.getSessions()).toEqual([])
  })

  it('ends the session at once when the relay cannot be reached, and tells the wallet once it can', async () => {
    const { client, peer, session } = await connected()
    const deleted = new Promise((resolve) => peer.events.on('session_delete', resolve))
    await relay.stop()
    await client.disconnect(session.topic)
    expect(client.getSession(session.topic)).toBeUndefined()
    relay = await startRelay({ port: relay.port })
    expect(await deleted).toMatchObject({ topic: session.topic, reason: { code: 6000 } })
  })

  it('resumes a session from storage after a reload, on both ends', async () => {
    const [dappStorage, walletStorage] = [createMemoryStorage(), createMemoryStorage()]
    const [client, peer] = [await dapp(dappStorage), await wallet(walletStorage)]
    approveEverything(peer)
    const proposal = client.propose({ optionalNamespaces })
    await peer.pair(proposal.uri)
    const session = await proposal.approval
    client.close()
    peer.close()

    const [reloaded, reloadedPeer] = [await dapp(dappStorage), await wallet(walletStorage)]
    expect(reloaded.getSession(session.topic)?.namespaces).toEqual(session.namespaces)
    reloadedPeer.events.on(
      'session_request',
      ({ topic, id }) => void reloadedPeer.respond({ topic, response: { id, result: 'again' } }),
    )
    expect(await reloaded.request(session.topic, EVM, { method: 'personal_sign', params: [] })).toBe('again')
  })

  it('keeps a request the wallet had not answered across the wallet’s reload, and answers it after', async () => {
    const walletStorage = createMemoryStorage()
    const [client, peer] = [await dapp(), await wallet(walletStorage)]
    approveEverything(peer)
    const proposal = client.propose({ optionalNamespaces })
    await peer.pair(proposal.uri)
    const session = await proposal.approval
    const received = new Promise((resolve) => peer.events.on('session_request', resolve))
    const answer = client.request(session.topic, EVM, { method: 'personal_sign', params: ['0x01'] })
    await received
    peer.close()

    const reloaded = await wallet(walletStorage)
    const [pending] = reloaded.getPendingRequests()
    expect(pending).toMatchObject({ method: 'personal_sign', chainId: EVM, params: ['0x01'] })
    await reloaded.respond({ topic: session.topic, response: { id: pending!.id, result: '0xsigned' } })
    expect(await answer).toBe('0xsigned')
  })

  it('refuses an answer to an unknown request id, and an expired pairing URI', async () => {
    const { peer, session } = await connected()
    await expect(peer.respond({ topic: session.topic, response: { id: 42, result: true } })).rejects.toThrow(
      'request id 42 is not pending',
    )
    const client = await dapp()
    const stale = client.propose({ optionalNamespaces, pairingLifetimeSeconds: -1 })
    await expect(peer.pair(stale.uri)).rejects.toThrow('The pairing URI has expired')
  })
})
