import { SignClient } from '@walletconnect/sign-client'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type RunningRelay, startRelay } from './startRelay.ts'

// The real SDK on both ends. Verify and telemetry would reach public hosts: the SDK skips Verify when
// IS_VITEST is "true" (LOCAL-STACK.md), which vitest 4 does not set by itself, and telemetry is switched off.
process.env.IS_VITEST = 'true'
const CHAIN = 'eip155:31337'
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SIGNATURE = `0x${'ab'.repeat(65)}`

type Client = Awaited<ReturnType<typeof SignClient.init>>

let relay: RunningRelay
let dapp: Client
let wallet: Client
const leavingLoopback: string[] = []
const loopbackFetch = globalThis.fetch

// Any HTTP request the SDK tries to make off this machine is refused and recorded, so the test fails on it.
globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input))
  if (url.hostname !== '127.0.0.1') {
    leavingLoopback.push(url.href)
    return Promise.reject(new Error(`Refused a request off loopback: ${url.href}`))
  }
  return loopbackFetch(input, init)
}

function init(name: string, relayUrl: string): Promise<Client> {
  return SignClient.init({
    projectId: 'foyer-relay-test',
    relayUrl,
    customStoragePrefix: `foyer-relay-test-${name}`,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name, description: `Relay test ${name}`, url: 'http://127.0.0.1', icons: [] },
  })
}

beforeAll(async () => {
  relay = await startRelay()
  ;[dapp, wallet] = await Promise.all([init('dapp', relay.url), init('wallet', relay.url)])
})

afterAll(async () => {
  for (const client of [dapp, wallet]) {
    client?.core.heartbeat.stop()
    await client?.core.relayer.transportClose().catch(() => {})
  }
  await relay?.stop()
  globalThis.fetch = loopbackFetch
})

it('carries a real SignClient session through pairing, approval, personal_sign, a relay restart and disconnect', async () => {
  wallet.on('session_proposal', ({ id, params }) => {
    expect(params.optionalNamespaces.eip155?.chains).toEqual([CHAIN])
    void wallet.approve({
      id,
      namespaces: {
        eip155: { chains: [CHAIN], accounts: [`${CHAIN}:${ACCOUNT}`], methods: ['personal_sign'], events: [] },
      },
    })
  })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: [] } },
  })
  await wallet.pair({ uri: uri! })
  const session = await approval()
  expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${ACCOUNT}`])

  const received: unknown[] = []
  wallet.on('session_request', ({ topic, id, params }) => {
    received.push(params.request)
    void wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: SIGNATURE } })
  })
  const signature = await dapp.request({
    topic: session.topic,
    chainId: CHAIN,
    request: { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] },
  })
  expect(signature).toBe(SIGNATURE)
  expect(received).toMatchObject([{ method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] }])

  // Restart mid-session: both clients reconnect and resubscribe by themselves.
  await relay.stop()
  relay = await startRelay({ port: relay.port })
  const again = await dapp.request({
    topic: session.topic,
    chainId: CHAIN,
    request: { method: 'personal_sign', params: ['0x6f6e6365206d6f7265', ACCOUNT] },
  })
  expect(again).toBe(SIGNATURE)
  expect(received).toHaveLength(2)

  const deleted = new Promise<string>((resolve) => wallet.on('session_delete', ({ topic }) => resolve(topic)))
  await dapp.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } })
  expect(await deleted).toBe(session.topic)
  expect(leavingLoopback).toEqual([])
})
