import { FoyerError, HttpStatusError } from '@foyer/core'
import { type BitcoinDevnet, startBitcoinDevnet } from '@foyer/devnet/bitcoin'
import { BITCOIN_DEVNET_ACCOUNTS } from '@foyer/devnet/bitcoin/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinTestNetwork } from '../bitcoinTestNetwork.testing.ts'
import { deadUrl, startLoopbackServer } from './loopbackServer.testing.ts'
import { utxoBalance } from './utxoBalance.ts'

const account = BITCOIN_DEVNET_ACCOUNTS[0]!
const fetchFn: typeof fetch = (input, init) => fetch(input, init)

let devnet: BitcoinDevnet
beforeAll(async () => {
  devnet = await startBitcoinDevnet({ port: 0 })
})
afterAll(async () => {
  await devnet?.stop()
})

describe('utxoBalance', () => {
  it("sums the address's unspent outputs from the devnet's Esplora API, in sats with 8 decimals", async () => {
    const network = bitcoinTestNetwork(devnet.url)
    const utxos = (await (await fetch(`${devnet.url}/address/${account.paymentAddress}/utxo`)).json()) as {
      value: number
    }[]
    const expected = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
    expect(expected).toBeGreaterThan(0n)
    await expect(utxoBalance({ address: account.paymentAddress, network }, fetchFn)).resolves.toEqual({
      value: expected,
      decimals: 8,
      symbol: 'BTC',
    })
  })

  it.each([500, 429])("gives 'HTTP status code: %i' when the API answers so, never a zero", async (status) => {
    const server = await startLoopbackServer((_, response) => response.writeHead(status).end('busy'))
    try {
      const failure = utxoBalance({ address: account.paymentAddress, network: bitcoinTestNetwork(server.url) }, fetchFn)
      await expect(failure).rejects.toBeInstanceOf(HttpStatusError)
      await expect(failure).rejects.toThrow(`HTTP status code: ${status}`)
    } finally {
      await server.stop()
    }
  })

  it("gives 'Token Balance Unavailable' when the API does not answer", async () => {
    const network = bitcoinTestNetwork(await deadUrl())
    const failure = utxoBalance({ address: account.paymentAddress, network }, fetchFn)
    await expect(failure).rejects.toBeInstanceOf(FoyerError)
    await expect(failure).rejects.toThrow('Token Balance Unavailable')
  })

  it("gives 'Token Balance Unavailable' when the API answers something that is no UTXO list", async () => {
    const server = await startLoopbackServer((_, response) => response.end('{"utxo":[]}'))
    try {
      const network = bitcoinTestNetwork(server.url)
      await expect(utxoBalance({ address: account.paymentAddress, network }, fetchFn)).rejects.toThrow(
        'Token Balance Unavailable',
      )
    } finally {
      await server.stop()
    }
  })
})
