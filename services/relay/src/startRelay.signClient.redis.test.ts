import { randomUUID } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type RunningRelay, startRelay } from './startRelay.ts'

// The real SDK on both ends, each on its own relay instance; the instances share one Redis.
// Verify and telemetry would reach public hosts: see startRelay.signClient.test.ts.
process.env.IS_VITEST = 'true'
const REDIS_URL = process.env.REDIS_URL
const CHAIN = 'eip155:31337'
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SIGNATURE = `0x${'cd'.repeat(65)}`

type Client = Awaited<ReturnType<typeof SignClient.init>>

let relayA: RunningRelay
let relayB: RunningRelay
let dapp: Client
let wallet: Client
const leavingLoopback: string[] = []
const loopbackFetch = globalThis.fetch

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
    customStoragePrefix: `foyer-relay-redis-test-${name}`,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name, description: `Relay test ${name}`, url: 'http://127.0.0.1', icons: [] },
  })
}

beforeAll(async () => {
  if (!REDIS_URL) return
  const redisPrefix = `test-${randomUUID()}:`
  ;[relayA, relayB] = await Promise.all([
    startRelay({ redisUrl: REDIS_URL, redisPrefix }),
    startRelay({ redisUrl: REDIS_URL, redisPrefix }),
  ])
  ;[dapp, wallet] = await Promise.all([init('dapp', relayA.url), init('wallet', relayB.url)])
})

afterAll(async () => {
  for (const client of [dapp, wallet]) {
    client?.core.heartbeat.stop()
    await client?.core.relayer.transportClose().catch(() => {})
  }
  await Promise.all([relayA?.stop(), relayB?.stop()])
  globalThis.fetch = loopbackFetch
})

it.skipIf(!REDIS_URL)(
  'pairs, signs and disconnects a real SignClient dapp on instance A with a wallet on instance B',
  async () => {
    wallet.on('session_proposal', ({ id }) => {
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

    wallet.on('session_request', ({ topic, id }) => {
      void wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: SIGNATURE } })
    })
    const signature = await dapp.request({
      topic: session.topic,
      chainId: CHAIN,
      request: { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] },
    })
    expect(signature).toBe(SIGNATURE)

    const deleted = new Promise<string>((resolve) => wallet.on('session_delete', ({ topic }) => resolve(topic)))
    await dapp.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } })
    expect(await deleted).toBe(session.topic)
    expect(leavingLoopback).toEqual([])
  },
)
