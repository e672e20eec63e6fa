import { type BitcoinDevnet, startBitcoinDevnet } from '@foyer/devnet/bitcoin'
import { BITCOIN_DEVNET_ACCOUNTS, BITCOIN_DEVNET_PAYMENT_SATS } from '@foyer/devnet/bitcoin/accounts'
import { secp256k1 } from '@noble/curves/secp256k1'
import { hexToBytes } from '@noble/hashes/utils'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { REGTEST } from '../sessions/bitcoinTestKit.ts'
import { chainTestApp, chainTestDeps, closedPortUrl } from './chainTestKit.ts'

// Bitcoin balances read from the regtest devnet's Esplora API: the UTXO sum, confirmed and in the mempool.

let devnet: BitcoinDevnet
let database: OpenedDatabase
let app: Hono
let downNetwork: `bip122:${string}`

const account = (index: number) => {
  const found = BITCOIN_DEVNET_ACCOUNTS[index]
  if (!found) throw new Error(`no Bitcoin devnet account ${index}`)
  return found
}
const get = async (path: string) => {
  const response = await app.request(path)
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  }
}
const balanceOf = (address: string, query = '') =>
  get(`/v1/account/${address}/balance?chainId=${devnet.caipNetworkId}${query}`)
const numericOf = (body: Record<string, unknown>) =>
  (body.balances as { quantity: { numeric: string } }[]).map((balance) => balance.quantity.numeric)

/** Sends `sats` from a devnet payment address to `to` through the Esplora API (unconfirmed until mined). */
async function send(from: number, to: string, sats: bigint, fee = 1_000n): Promise<void> {
  const { privateKey, publicKey, paymentAddress } = account(from)
  const utxos = (await (await fetch(`${devnet.url}/address/${paymentAddress}/utxo`)).json()) as {
    txid: string
    vout: number
    value: number
  }[]
  const utxo = utxos.find((candidate) => BigInt(candidate.value) >= sats + fee)
  if (!utxo) throw new Error('no UTXO large enough')
  const script = p2wpkh(hexToBytes(publicKey), REGTEST).script
  const tx = new Transaction()
  tx.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script, amount: BigInt(utxo.value) } })
  tx.addOutputAddress(to, sats, REGTEST)
  tx.addOutputAddress(paymentAddress, BigInt(utxo.value) - sats - fee, REGTEST)
  tx.sign(hexToBytes(privateKey))
  tx.finalize()
  const answer = await fetch(`${devnet.url}/tx`, { method: 'POST', body: tx.hex })
  if (!answer.ok) throw new Error(`broadcast: ${answer.status} ${await answer.text()}`)
}

beforeAll(async () => {
  ;[devnet, database] = await Promise.all([startBitcoinDevnet({ port: 0 }), openTestDatabase()])
  downNetwork = 'bip122:000000000933ea01ad0ee984209779ba'
  const harness = chainTestDeps(database.db, [
    { chainId: 31337, name: 'EVM', rpcUrl: await closedPortUrl() },
    {
      caipNetworkId: devnet.caipNetworkId,
      name: 'Foyer Bitcoin Regtest',
      esploraUrl: devnet.url,
      addressPrefix: 'bcrt',
    },
    { caipNetworkId: downNetwork, name: 'Testnet (down)', esploraUrl: await closedPortUrl(), addressPrefix: 'tb' },
  ])
  app = chainTestApp(harness.deps)
})
afterAll(async () => {
  await Promise.all([database?.close(), devnet?.stop()])
})

describe('GET /v1/supported-chains with Bitcoin networks', () => {
  it('lists them as CAIP-2 ids beside the EVM chain, in configured order', async () => {
    expect((await get('/v1/supported-chains')).body).toEqual({
      http: ['eip155:31337', devnet.caipNetworkId, downNetwork],
      ws: [],
    })
  })
})

describe('GET /v1/account/{bitcoin address}/balance', () => {
  it('answers the native BTC balance of a funded payment address, 8 decimals, unpriced', async () => {
    const { status, body } = await balanceOf(account(0).paymentAddress)
    expect(status).toBe(200)
    expect(body.balances).toEqual([
      {
        name: 'Bitcoin',
        symbol: 'BTC',
        chainId: devnet.caipNetworkId,
        address: 'native',
        value: 0,
        price: 0,
        quantity: { decimals: '8', numeric: (Number(BITCOIN_DEVNET_PAYMENT_SATS) / 1e8).toString() },
        iconUrl: 'http://127.0.0.1:8787/public/getTokenImage/BTC',
      },
    ])
  })

  it('counts mempool outputs for the receiver and leaves out the sender’s mempool-spent ones, then keeps them once mined', async () => {
    const receiver = account(4).ordinalsAddress
    const before = numericOf((await balanceOf(receiver, '&forceUpdate=true')).body)
    await send(3, receiver, 25_000_000n)
    expect(numericOf((await balanceOf(receiver, '&forceUpdate=true')).body)).toEqual([
      (Number(before[0] ?? '0') + 0.25).toFixed(8).replace(/0+$/, ''),
    ])
    expect(numericOf((await balanceOf(account(3).paymentAddress, '&forceUpdate=true')).body)).toEqual(['0.74999'])
    await devnet.mine(1)
    expect(numericOf((await balanceOf(account(3).paymentAddress, '&forceUpdate=true')).body)).toEqual(['0.74999'])
  })

  it('keeps an answer 30 s and reads the Esplora API again with forceUpdate=true', async () => {
    const address = account(5).paymentAddress
    const first = numericOf((await balanceOf(address)).body)
    await send(6, address, 10_000_000n)
    expect(numericOf((await balanceOf(address)).body)).toEqual(first)
    expect(numericOf((await balanceOf(address, '&forceUpdate=true')).body)).toEqual(['1.1'])
  })

  it('reads an upper-case bech32 address as its lower-case form, one account and one answer', async () => {
    const address = account(7).paymentAddress
    expect((await balanceOf(address.toUpperCase())).body).toEqual((await balanceOf(address)).body)
  })

  it('answers an address that holds nothing with no balances', async () => {
    const empty = p2wpkh(secp256k1.getPublicKey(hexToBytes('11'.repeat(32)), true), REGTEST).address as string
    expect(await balanceOf(empty)).toMatchObject({ status: 200, body: { balances: [] } })
  })

  it('gives an address of another network or namespace the empty default', async () => {
    const mainnet = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
    expect((await balanceOf(mainnet)).body).toEqual({ balances: [] })
    const evm = await get(`/v1/account/${account(0).paymentAddress}/balance?chainId=eip155:31337`)
    expect(evm.body).toEqual({ balances: [] })
  })

  it('refuses a bech32 address with a wrong checksum, or mixed case, with 400 INVALID_REQUEST', async () => {
    const address = account(0).paymentAddress
    const typo = `${address.slice(0, -1)}${address.endsWith('q') ? 'p' : 'q'}`
    const mixed = `${address.slice(0, 10).toUpperCase()}${address.slice(10)}`
    for (const bad of [typo, mixed]) {
      expect(await balanceOf(bad)).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } })
    }
  })

  it('refuses a bip122: network that is not 32 lower-case hex digits with 400', async () => {
    expect((await get(`/v1/account/${account(0).paymentAddress}/balance?chainId=bip122:abc`)).status).toBe(400)
  })

  it('answers 503 UPSTREAM_UNAVAILABLE with Retry-After when the Esplora API asked for is down', async () => {
    const testnet = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
    const { status, body, headers } = await get(`/v1/account/${testnet}/balance?chainId=${downNetwork}`)
    expect(status).toBe(503)
    expect(body.error).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' })
    expect(headers.get('retry-after')).toBe('5')
  })
})
