import { type PolkadotDevnet, startPolkadotDevnet } from '@foyer/devnet/polkadot'
import { hexToBytes } from '@noble/hashes/utils'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { type CountingProxy, chainTestApp, chainTestDeps, closedPortUrl, startCountingProxy } from './chainTestKit.ts'
import { ss58Address } from './polkadotAddress.ts'

// Polkadot balances read from the devnet stand-in's real SCALE System.Account storage, through a proxy that
// counts the node's requests.

let devnet: PolkadotDevnet
let database: OpenedDatabase
let proxy: CountingProxy
let app: Hono
let harness: ReturnType<typeof chainTestDeps>
let downNetwork: `polkadot:${string}`

const DOT = 10_000_000_000n
const [alice, bob, ed, ecdsa] = [0, 1, 5, 6] as const

const get = async (path: string) => {
  const response = await app.request(path)
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  }
}
const accountOf = (index: number) => {
  const account = devnet.accounts[index]
  if (!account) throw new Error(`no devnet account ${index}`)
  return account
}
const balanceOf = (address: string, query = '') =>
  get(`/v1/account/${address}/balance?chainId=${devnet.caipNetworkId}${query}`)

beforeAll(async () => {
  ;[devnet, database] = await Promise.all([startPolkadotDevnet({ port: 0, blockIntervalMs: 0 }), openTestDatabase()])
  proxy = await startCountingProxy(devnet.rpcUrl)
  downNetwork = `polkadot:${'e'.repeat(32)}`
  harness = chainTestDeps(database.db, [
    { chainId: 31337, name: 'EVM', rpcUrl: await closedPortUrl() },
    { caipNetworkId: devnet.caipNetworkId, name: 'Foyer Polkadot Devnet', rpcUrl: proxy.url },
    { caipNetworkId: downNetwork, name: 'Down', rpcUrl: await closedPortUrl(), symbol: 'DOT', decimals: 10 },
  ])
  app = chainTestApp(harness.deps)
})
afterAll(async () => {
  await proxy?.close()
  await Promise.all([database?.close(), devnet?.stop()])
})

describe('GET /v1/supported-chains with a Polkadot network', () => {
  it('lists it as a CAIP-2 id beside the EVM chain, in configured order', async () => {
    expect((await get('/v1/supported-chains')).body).toEqual({
      http: ['eip155:31337', devnet.caipNetworkId, downNetwork],
      ws: [],
    })
  })
})

describe('GET /v1/account/{SS58 address}/balance', () => {
  it("answers an account's free DOT from System.Account, 10 decimals, symbol and decimals from system_properties", async () => {
    const { status, body } = await balanceOf(accountOf(alice).address)
    expect(status).toBe(200)
    expect(body.balances).toEqual([
      {
        name: 'Polkadot',
        symbol: 'DOT',
        chainId: devnet.caipNetworkId,
        address: 'native',
        value: 0,
        price: 0,
        quantity: { decimals: '10', numeric: '1000' },
        iconUrl: 'http://127.0.0.1:8787/public/getTokenImage/DOT',
      },
    ])
  })

  it('reads the ed25519 and ecdsa accounts by their account ids (an ecdsa id is the hash of its key)', async () => {
    for (const index of [ed, ecdsa]) {
      const { body } = await balanceOf(accountOf(index).address)
      expect(body.balances).toMatchObject([{ quantity: { numeric: '1000' } }])
    }
  })

  it('reads one state_getStorage per account and system_properties once per network', async () => {
    const before = proxy.requests.length
    await balanceOf(accountOf(bob).address, '&forceUpdate=true')
    await balanceOf(accountOf(bob).address, '&forceUpdate=true')
    const methods = proxy.requests.slice(before).flat()
    expect(methods).toEqual(['state_getStorage', 'state_getStorage'])
  })

  it('keeps an answer 30 s and reads the node again with forceUpdate=true', async () => {
    const account = accountOf(bob)
    await balanceOf(account.address)
    const info = devnet.chain.account(hexToBytes(account.accountId.slice(2)))
    if (!info) throw new Error('bob holds nothing')
    devnet.chain.setAccount(hexToBytes(account.accountId.slice(2)), { ...info, free: info.free + 5n * DOT })
    devnet.chain.produceBlock()
    expect((await balanceOf(account.address)).body.balances).toMatchObject([{ quantity: { numeric: '1000' } }])
    expect((await balanceOf(account.address, '&forceUpdate=true')).body.balances).toMatchObject([
      { quantity: { numeric: '1005' } },
    ])
  })

  it('answers an account the chain never stored with no balances', async () => {
    const { status, body } = await balanceOf(ss58Address(new Uint8Array(32).fill(7), 42))
    expect({ status, body }).toEqual({ status: 200, body: { balances: [] } })
  })

  it("reads the network's own SS58 format and the generic 42, and gives another network's format the empty default", async () => {
    const id = hexToBytes(accountOf(alice).accountId.slice(2))
    expect((await balanceOf(ss58Address(id, 42))).body.balances).toHaveLength(1)
    expect((await balanceOf(ss58Address(id, 2))).body).toEqual({ balances: [] })
  })

  it('reads an SS58 address only on Polkadot networks: with an EVM chainId it gets the empty default', async () => {
    const { status, body } = await get(`/v1/account/${accountOf(alice).address}/balance?chainId=eip155:31337`)
    expect({ status, body }).toEqual({ status: 200, body: { balances: [] } })
  })

  it('refuses an SS58 address with a wrong checksum with 400 INVALID_REQUEST', async () => {
    const address = accountOf(alice).address
    const typo = `${address.slice(0, -1)}${address.endsWith('a') ? 'b' : 'a'}`
    const { status, body } = await balanceOf(typo)
    expect(status).toBe(400)
    expect(body.error).toMatchObject({ code: 'INVALID_REQUEST' })
  })

  it('refuses a polkadot: network that is not 32 lower-case hex digits with 400', async () => {
    for (const network of ['polkadot:xyz', `polkadot:${'A'.repeat(32)}`]) {
      const { status } = await get(`/v1/account/${accountOf(alice).address}/balance?chainId=${network}`)
      expect(status).toBe(400)
    }
  })

  it('answers 503 UPSTREAM_UNAVAILABLE with Retry-After when the network asked for is down', async () => {
    const { status, body, headers } = await get(
      `/v1/account/${accountOf(alice).address}/balance?chainId=${downNetwork}`,
    )
    expect(status).toBe(503)
    expect(body.error).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' })
    expect(headers.get('retry-after')).toBe('5')
  })

  it('skips a network that is down when no chainId is given, answering the others', async () => {
    const { status, body } = await get(`/v1/account/${accountOf(alice).address}/balance`)
    expect(status).toBe(200)
    expect(body.balances).toMatchObject([{ chainId: devnet.caipNetworkId, symbol: 'DOT' }])
  })
})
