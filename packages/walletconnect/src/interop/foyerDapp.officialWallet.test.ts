import { NodeWebSocket, startRelay } from '@foyer/relay'
import { SignClient } from '@walletconnect/sign-client'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DappClient } from '../dapp/DappClient.ts'
import { createMemoryStorage } from '../storage/storage.ts'
import { createSdkMemoryStorage, refuseOffLoopback } from '../test/sdkMemoryStorage.ts'
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

// Interop pair (1): Foyer's dapp client ↔ the official wallet SDK, pinned at 2.21.8 (Apache-2.0), through
// Foyer's relay. The SDK skips Verify when IS_VITEST is "true" and telemetry is off; any request off loopback fails.
process.env.IS_VITEST = 'true'
type Sdk = Awaited<ReturnType<typeof SignClient.init>>

let relay: Awaited<ReturnType<typeof startRelay>>
let wallet: Sdk
const network = refuseOffLoopback()
const dapps: DappClient[] = []

beforeAll(async () => {
  relay = await startRelay()
  wallet = await SignClient.init({
    projectId: 'foyer-interop',
    relayUrl: relay.url,
    customStoragePrefix: 'interop-official-wallet',
    storage: createSdkMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: metadata('Official wallet 2.21.8'),
  })
  wallet.on('session_proposal', ({ id }) => void wallet.approve({ id, namespaces: approvedNamespaces }))
  wallet.on('session_request', ({ topic, id, params }) => {
    void wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: answerFor(params.request.method) } })
  })
})
afterAll(async () => {
  for (const dapp of dapps) dapp.close()
  wallet?.core.heartbeat.stop()
  await wallet?.core.relayer.transportClose().catch(() => {})
  await relay?.stop()
  network.restore()
})

async function foyerDapp(storage = createMemoryStorage()) {
  const dapp = await DappClient.init({
    projectId: 'foyer-interop',
    relayUrl: relay.url,
    metadata: metadata('Foyer dapp'),
    storage,
    webSocket: NodeWebSocket,
  })
  dapps.push(dapp)
  return dapp
}

async function pair(dapp: DappClient) {
  const proposal = dapp.propose({ optionalNamespaces: proposalNamespaces })
  await wallet.pair({ uri: proposal.uri })
  return proposal.approval
}

it('pairs with eip155 and solana, signs, sends, follows update, extend and ping, and is disconnected by the wallet', async () => {
  const dapp = await foyerDapp()
  const session = await pair(dapp)
  expect(session.peer.metadata.name).toBe('Official wallet 2.21.8')
  expect(Object.keys(session.namespaces).sort()).toEqual(['eip155', 'solana'])

  expect(
    await dapp.request(session.topic, EVM, { method: 'personal_sign', params: ['0x68656c6c6f', EVM_ADDRESS] }),
  ).toBe(SIGNATURE)
  expect(
    await dapp.request(session.topic, EVM_L2, {
      method: 'eth_sendTransaction',
      params: [{ from: EVM_ADDRESS, to: EVM_ADDRESS }],
    }),
  ).toBe(TX_HASH)
  expect(
    await dapp.request(session.topic, SOLANA, { method: 'solana_signMessage', params: { message: 'aGk=' } }),
  ).toEqual({
    signature: 'solana-signature',
  })

  const events: string[] = []
  dapp.events.on('session_update', () => events.push('update'))
  dapp.events.on('session_extend', () => events.push('extend'))
  dapp.events.on('session_event', ({ event, chainId }) => events.push(`${event.name} ${chainId}`))
  const updated = {
    ...approvedNamespaces,
    eip155: { ...approvedNamespaces.eip155, accounts: [`${EVM}:${EVM_ADDRESS}`, `${EVM_L2}:${EVM_ADDRESS}`] },
  }
  const { acknowledged } = await wallet.update({ topic: session.topic, namespaces: updated })
  await acknowledged()
  await (await wallet.extend({ topic: session.topic })).acknowledged()
  await wallet.emit({ topic: session.topic, chainId: EVM_L2, event: { name: 'chainChanged', data: 31338 } })
  await dapp.ping(session.topic)
  await wallet.ping({ topic: session.topic })
  await expect.poll(() => events).toEqual(['update', 'extend', `chainChanged ${EVM_L2}`])

  const deleted = new Promise((resolve) => dapp.events.on('session_delete', resolve))
  await wallet.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } })
  expect(await deleted).toMatchObject({ topic: session.topic, reason: { code: 6000 } })
  expect(dapp.getSessions()).toEqual([])
  expect(network.leaks).toEqual([])
})

it('is refused with the wallet’s own reason', async () => {
  const dapp = await foyerDapp()
  const proposal = dapp.propose({ optionalNamespaces: proposalNamespaces })
  const off = wallet.events.listeners('session_proposal')
  wallet.removeAllListeners('session_proposal')
  wallet.once(
    'session_proposal',
    ({ id }) => void wallet.reject({ id, reason: { code: 5000, message: 'User rejected.' } }),
  )
  try {
    await wallet.pair({ uri: proposal.uri })
    await expect(proposal.approval).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
  } finally {
    for (const listener of off) wallet.on('session_proposal', listener as never)
  }
})

it('resumes after a reload of the dapp and disconnects from the dapp side', async () => {
  const storage = createMemoryStorage()
  const first = await foyerDapp(storage)
  const session = await pair(first)
  first.close()
  const reloaded = await foyerDapp(storage)
  expect(reloaded.getSession(session.topic)?.peer.metadata.name).toBe('Official wallet 2.21.8')
  expect(await reloaded.request(session.topic, EVM, { method: 'personal_sign', params: ['0x01', EVM_ADDRESS] })).toBe(
    SIGNATURE,
  )
  const deleted = new Promise<{ topic: string }>((resolve) => wallet.once('session_delete', resolve))
  await reloaded.disconnect(session.topic)
  expect((await deleted).topic).toBe(session.topic)
  await expect.poll(() => wallet.session.keys.includes(session.topic)).toBe(false)
})

it('gets its answer when the relay restarts mid-session', async () => {
  const dapp = await foyerDapp()
  const session = await pair(dapp)
  await relay.stop()
  relay = await startRelay({ port: relay.port })
  expect(await dapp.request(session.topic, EVM, { method: 'personal_sign', params: ['0x02', EVM_ADDRESS] })).toBe(
    SIGNATURE,
  )
})
