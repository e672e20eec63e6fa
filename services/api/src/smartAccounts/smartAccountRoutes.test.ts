import { DEVNET_ACCOUNTS, type Devnet, SMART_ACCOUNT_FACTORY_ADDRESS, startDevnet } from '@foyer/devnet'
import { RPC_NOT_ALLOWED_MESSAGE } from '@foyer/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import type { NetworkConfig } from '../deps.ts'
import { embeddedRoutes } from '../embedded/embeddedRoutes.ts'
import { createPlatformTestApp } from '../testing/platformTestApp.ts'
import { ENTRY_POINT_07 } from './bundlerMethodPolicy.ts'
import { BUNDLER_PATH, SMART_ACCOUNTS_PATH, smartAccountRoutes } from './smartAccountRoutes.ts'

const SECURE_ORIGIN = 'http://127.0.0.1:8790'
let devnet: Devnet
let database: OpenedDatabase
let chains: NetworkConfig[]
beforeAll(async () => {
  ;[devnet, database] = await Promise.all([startDevnet({ ports: [0, 0], bundlers: true }), openTestDatabase()])
  const bundlerUrl = devnet.bundlers[0]!.url
  chains = devnet.chains.map((chain) =>
    chain.chainId === 31338
      ? { ...chain, smartAccount: { bundlerUrl, factoryAddress: SMART_ACCOUNT_FACTORY_ADDRESS } }
      : chain,
  )
})
afterAll(async () => {
  await Promise.all([devnet?.stop(), database?.close()])
})

async function openApp(options: { rpcRateLimit?: { perIp: { capacity: number; refillPerSecond: number } } } = {}) {
  const opened = await createPlatformTestApp(database, {
    chains,
    areas: [embeddedRoutes, smartAccountRoutes],
    project: { rpcLimit: 1_000 },
    ...(options.rpcRateLimit
      ? { rpcRateLimit: { perIp: options.rpcRateLimit.perIp, perProject: { capacity: 1000, refillPerSecond: 1 } } }
      : {}),
  })
  opened.deps.config.embedded = { secureSiteOrigin: SECURE_ORIGIN, kek: '11'.repeat(32), otpKey: '22'.repeat(32) }
  return opened
}
const rpc = (body: unknown, origin = SECURE_ORIGIN) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify(body),
})
const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})

describe('GET /v1/embedded/smart-accounts', () => {
  it('names the smart-account-enabled chains with their factory and the EntryPoint', async () => {
    const { app, query } = await openApp()
    const response = await app.request(query(SMART_ACCOUNTS_PATH), { headers: { origin: SECURE_ORIGIN } })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(SECURE_ORIGIN)
    expect(await response.json()).toEqual({
      smartAccountEnabledNetworks: [31338],
      entryPointAddress: ENTRY_POINT_07,
      networks: [{ chainId: 31338, factoryAddress: SMART_ACCOUNT_FACTORY_ADDRESS }],
    })
  })

  it('answers 404 while the embedded wallet is not configured', async () => {
    const { app, query, deps } = await openApp()
    delete deps.config.embedded
    expect((await app.request(query(SMART_ACCOUNTS_PATH))).status).toBe(404)
  })
})

describe('POST /v1/embedded/bundler?chainId=', () => {
  it('forwards eth_supportedEntryPoints and the gas price to the chain’s bundler', async () => {
    const { app, query } = await openApp()
    const entryPoints = await app.request(
      query(BUNDLER_PATH, { chainId: 'eip155:31338' }),
      rpc(call('eth_supportedEntryPoints')),
    )
    expect(entryPoints.status).toBe(200)
    expect(await entryPoints.json()).toEqual({ jsonrpc: '2.0', id: 1, result: [ENTRY_POINT_07] })
    const price = await app.request(
      query(BUNDLER_PATH, { chainId: '31338' }),
      rpc(call('pimlico_getUserOperationGasPrice', [], 2)),
    )
    expect(await price.json()).toMatchObject({
      id: 2,
      result: { fast: { maxFeePerGas: expect.stringMatching(/^0x/) } },
    })
  })

  it('refuses a chain without a bundler as an unsupported chain', async () => {
    const { app, query } = await openApp()
    const response = await app.request(query(BUNDLER_PATH, { chainId: '31337' }), rpc(call('eth_supportedEntryPoints')))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { message: 'Unsupported chainId: 31337' } })
  })

  it('answers a method off the list with SPEC §6 text and lets the allowed ones of a batch through', async () => {
    const { app, query } = await openApp()
    const response = await app.request(
      query(BUNDLER_PATH, { chainId: '31338' }),
      rpc([call('debug_bundler_clearState', [], 1), call('eth_chainId', [], 2)]),
    )
    const answers = (await response.json()) as { id: number; result?: string; error?: { message: string } }[]
    expect(answers.find((answer) => answer.id === 1)?.error?.message).toBe(RPC_NOT_ALLOWED_MESSAGE)
    expect(answers.find((answer) => answer.id === 2)?.result).toBe('0x7a6a')
  })

  it('refuses a batch of more calls than the frame ever sends, forwarding none', async () => {
    const { app, query } = await openApp()
    const response = await app.request(
      query(BUNDLER_PATH, { chainId: '31338' }),
      rpc(Array.from({ length: 11 }, (_, index) => call('eth_chainId', [], index))),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: { message: 'The bundler proxy takes at most 10 calls per batch' },
    })
  })

  it('answers a user operation the bundler rejects with the bundler’s own JSON-RPC error', async () => {
    const { app, query } = await openApp()
    const response = await app.request(
      query(BUNDLER_PATH, { chainId: '31338' }),
      rpc(
        call('eth_sendUserOperation', [
          {
            sender: DEVNET_ACCOUNTS[9]!.address,
            nonce: '0x0',
            callData: '0x',
            callGasLimit: '0x10000',
            verificationGasLimit: '0x10000',
            preVerificationGas: '0x10000',
            maxFeePerGas: '0x3b9aca00',
            maxPriorityFeePerGas: '0x3b9aca00',
            signature: '0x',
          },
          ENTRY_POINT_07,
        ]),
      ),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      id: 1,
      error: { code: expect.any(Number), message: expect.any(String) },
    })
  })

  it('refuses a call from an origin that is neither the secure site’s nor the project’s', async () => {
    const { app, query } = await openApp()
    const response = await app.request(
      query(BUNDLER_PATH, { chainId: '31338' }),
      rpc(call('eth_supportedEntryPoints'), 'http://evil.localhost'),
    )
    expect(response.status).toBe(403)
  })

  it('counts calls against the RPC limit per client', async () => {
    const { app, query } = await openApp({ rpcRateLimit: { perIp: { capacity: 2, refillPerSecond: 0.001 } } })
    const url = query(BUNDLER_PATH, { chainId: '31338' })
    const statuses: number[] = []
    for (let index = 0; index < 3; index++) statuses.push((await app.request(url, rpc(call('eth_chainId')))).status)
    expect(statuses).toEqual([200, 200, 429])
  })
})
