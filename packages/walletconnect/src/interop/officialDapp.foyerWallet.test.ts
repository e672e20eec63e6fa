import { NodeWebSocket, startRelay } from '@foyer/relay'
import { SignClient } from '@walletconnect/sign-client'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { sdkError } from '../protocol/errors.ts'
import { createMemoryStorage } from '../storage/storage.ts'
import { createSdkMemoryStorage, refuseOffLoopback } from '../test/sdkMemoryStorage.ts'
import { WalletClient } from '../wallet/WalletClient.ts'
import {
  answerFor,
  approvedNamespaces,
  EVM,
  EVM_ADDRESS,
  EVM_L2,
  metadata,
  proposalNamespaces,
  SIGNATURE,
  SOLANA,
  TX_HASH,
} from './interopFixtures.ts'

// Interop pair (2): the official dapp SDK, pinned at 2.21.8 (Apache-2.0) ↔ Foyer's wallet client, through
// Foyer's relay. IS_VITEST keeps the SDK's Verify off; any request off loopback fails the test.
process.env.IS_VITEST = 'true'
type Sdk = Awaited<ReturnType<typeof SignClient.init>>

let relay: Awaited<ReturnType<typeof startRelay>>
let dapp: Sdk
const network = refuseOffLoopback()
const wallets: WalletClient[] = []

beforeAll(async () => {
  relay = await startRelay()
  dapp = await SignClient.init({
    projectId: 'foyer-interop',
    relayUrl: relay.url,
    customStoragePrefix: 'interop-official-dapp',
    storage: createSdkMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: metadata('Official dapp 2.21.8'),
  })
})
afterAll(async () => {
  for (const wallet of wallets) wallet.close()
  dapp?.core.heartbeat.stop()
  await dapp?.core.relayer.transportClose().catch(() => {})
  await relay?.stop()
  network.restore()
})

async function foyerWallet(storage = createMemoryStorage(), decide: 'approve' | 'reject' = 'approve') {
  const wallet = await WalletClient.init({
    projectId: 'foyer-interop',
    relayUrl: relay.url,
    metadata: metadata('Foyer wallet'),
    storage,
    webSocket: NodeWebSocket,
  })
  wallet.events.on('session_proposal', ({ id }) => {
    if (decide === 'reject') void wallet.reject({ id })
    else void wallet.approve({ id, namespaces: approvedNamespaces })
  })
  wallet.events.on('session_request', ({ topic, id, method }) => {
    void wallet.respond({ topic, response: { id, result: answerFor(method) } })
  })
  wallets.push(wallet)
  return wallet
}

async function connect(wallet: WalletClient) {
  const { uri, approval } = await dapp.connect({ optionalNamespaces: proposalNamespaces })
  await wallet.pair(uri ?? '')
  return approval()
}

it('pairs with eip155 and solana, answers sign and send, updates, extends, pings, and disconnects from the wallet', async () => {
  const wallet = await foyerWallet()
  const session = await connect(wallet)
  expect(session.peer.metadata.name).toBe('Foyer wallet')
  expect(session.namespaces.solana?.accounts).toEqual(approvedNamespaces.solana.accounts)
  await expect.poll(() => wallet.getSession(session.topic)?.acknowledged).toBe(true)

  const ask = (chainId: string, method: string, params: unknown) =>
    dapp.request({ topic: session.topic, chainId, request: { method, params } })
  expect(await ask(EVM, 'personal_sign', ['0x68656c6c6f', EVM_ADDRESS])).toBe(SIGNATURE)
  expect(await ask(EVM_L2, 'eth_sendTransaction', [{ from: EVM_ADDRESS, to: EVM_ADDRESS }])).toBe(TX_HASH)
  expect(await ask(SOLANA, 'solana_signTransaction', { transaction: 'AQ==' })).toEqual({
    signature: 'solana-signature',
  })

  const seen: string[] = []
  dapp.on('session_update', () => seen.push('update'))
  dapp.on('session_extend', () => seen.push('extend'))
  dapp.on('session_event', ({ params }) => seen.push(`${params.event.name} ${params.chainId}`))
  const updated = { ...approvedNamespaces, eip155: { ...approvedNamespaces.eip155, methods: ['personal_sign'] } }
  await wallet.update({ topic: session.topic, namespaces: updated })
  expect(dapp.session.get(session.topic).namespaces.eip155?.methods).toEqual(['personal_sign'])
  const { expiry } = await wallet.extend({ topic: session.topic })
  expect(dapp.session.get(session.topic).expiry).toBe(expiry)
  await wallet.emit({
    topic: session.topic,
    event: { name: 'accountsChanged', data: [`${EVM}:${EVM_ADDRESS}`] },
    chainId: EVM,
  })
  await dapp.ping({ topic: session.topic })
  await wallet.ping(session.topic)
  await expect.poll(() => seen).toEqual(['update', 'extend', `accountsChanged ${EVM}`])

  const deleted = new Promise<{ topic: string }>((resolve) => dapp.once('session_delete', resolve))
  await wallet.disconnect(session.topic)
  expect((await deleted).topic).toBe(session.topic)
  expect(network.leaks).toEqual([])
})

it('refuses the proposal with "User rejected." (5000)', async () => {
  const wallet = await foyerWallet(createMemoryStorage(), 'reject')
  await expect(connect(wallet)).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
})

it('answers a method the session does not grant with the spec’s error, not a hang', async () => {
  const wallet = await foyerWallet()
  const session = await connect(wallet)
  // The SDK refuses ungranted methods itself; a peer that sends one anyway gets 3001 from Foyer's wallet.
  const narrowed = { ...approvedNamespaces, eip155: { ...approvedNamespaces.eip155, methods: ['personal_sign'] } }
  wallet.getSession(session.topic)!.namespaces = narrowed
  await expect(
    dapp.request({ topic: session.topic, chainId: EVM, request: { method: 'eth_sendTransaction', params: [{}] } }),
  ).rejects.toMatchObject({ code: sdkError('UNAUTHORIZED_METHOD').code })
})

it('resumes after the wallet reloads, and is told when the dapp disconnects', async () => {
  const storage = createMemoryStorage()
  const first = await foyerWallet(storage)
  const session = await connect(first)
  first.close()
  const reloaded = await foyerWallet(storage)
  expect(reloaded.getSession(session.topic)?.peer.metadata.name).toBe('Official dapp 2.21.8')
  expect(
    await dapp.request({
      topic: session.topic,
      chainId: EVM,
      request: { method: 'personal_sign', params: ['0x01', EVM_ADDRESS] },
    }),
  ).toBe(SIGNATURE)
  const deleted = new Promise((resolve) => reloaded.events.on('session_delete', resolve))
  await dapp.disconnect({ topic: session.topic, reason: sdkError('USER_DISCONNECTED') })
  expect(await deleted).toMatchObject({ topic: session.topic, reason: { code: 6000 } })
})
