import { Transaction } from '@scure/btc-signer'
import { EsploraProvider } from '@scure/btc-signer/net.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BITCOIN_DEVNET_ACCOUNTS, BITCOIN_DEVNET_PAYMENT_SATS, type BitcoinDevnetAccount } from './accounts.ts'
import { type BitcoinDevnet, startBitcoinDevnet } from './bitcoinDevnet.ts'
import { BITCOIN_REGTEST_GENESIS_HASH, BITCOIN_REGTEST_NETWORK } from './network.ts'
import { keyOf, paymentsOf } from './walletKit.testing.ts'

// The contract test: @scure/btc-signer's own Esplora client, unchanged, against the devnet's API.
const [alice, bob] = BITCOIN_DEVNET_ACCOUNTS as [BitcoinDevnetAccount, BitcoinDevnetAccount]

let devnet: BitcoinDevnet
let provider: EsploraProvider
beforeAll(async () => {
  devnet = await startBitcoinDevnet({})
  provider = new EsploraProvider(fetch, devnet.url, BITCOIN_REGTEST_NETWORK)
})
afterAll(() => devnet.stop())

describe("btc-signer's EsploraProvider", () => {
  it('reads the tip height', async () => {
    expect(await provider.height()).toBe(102)
  })

  it('reads the genesis block by height', async () => {
    expect((await provider.blockInfo(0)).hash).toBe(BITCOIN_REGTEST_GENESIS_HASH)
  })

  it('reads the fee rate for two blocks', async () => {
    expect(await provider.fee(2)).toBe(2n)
  })

  it("reads an account's balance from /address", async () => {
    expect(await provider.balance(alice.paymentAddress)).toMatchObject({ balance: BITCOIN_DEVNET_PAYMENT_SATS })
  })

  it("reads an account's unspent outputs with their parents' raw transactions", async () => {
    expect(await provider.unspent(bob.paymentAddress)).toMatchObject({ balance: BITCOIN_DEVNET_PAYMENT_SATS })
  })
})

describe('a payment built from EsploraProvider.unspent and sent with sendTx', () => {
  let txid: string
  const amounts = { wrapped: 20_000_000n, taproot: 30_000_000n }
  beforeAll(async () => {
    const { utxo } = await provider.unspent(alice.paymentAddress)
    const fee = (await provider.fee(2)) * 200n
    const tx = new Transaction()
    for (const input of utxo) tx.addInput(input)
    const payments = paymentsOf(bob)
    tx.addOutputAddress(payments.shWpkh.address as string, amounts.wrapped, BITCOIN_REGTEST_NETWORK)
    tx.addOutputAddress(payments.tr.address as string, amounts.taproot, BITCOIN_REGTEST_NETWORK)
    tx.addOutputAddress(
      alice.paymentAddress,
      BITCOIN_DEVNET_PAYMENT_SATS - amounts.wrapped - amounts.taproot - fee,
      BITCOIN_REGTEST_NETWORK,
    )
    tx.sign(keyOf(alice))
    tx.finalize()
    txid = await provider.sendTx(tx.hex)
  })

  it('confirms once a block is mined', async () => {
    await devnet.mine(1)
    expect(await provider.waitForTx(txid, { pollIntervalMs: 50 })).toMatchObject({ confirmed: true, block: 103 })
  })

  it('reads back with txInfo, its fee included', async () => {
    expect(await provider.txInfo(txid)).toMatchObject({ txid, fee: 400n })
  })

  it("shows in the recipient's transfers", async () => {
    const transfers = await provider.transfers(paymentsOf(bob).tr.address as string)
    expect(transfers.map((transfer) => transfer.txid)).toContain(txid)
  })

  it('lets the P2SH-P2WPKH output be spent (an Xverse-style payment address)', async () => {
    const wrapped = paymentsOf(bob).shWpkh
    const { utxo } = await provider.unspent(wrapped.address as string)
    const tx = new Transaction()
    for (const input of utxo) tx.addInput({ ...input, redeemScript: wrapped.redeemScript })
    tx.addOutputAddress(alice.paymentAddress, amounts.wrapped - 1_000n, BITCOIN_REGTEST_NETWORK)
    tx.sign(keyOf(bob))
    tx.finalize()
    expect(await provider.sendTx(tx.hex)).toBe(tx.id)
  })

  it('lets the P2TR output be spent by its key path', async () => {
    const taproot = paymentsOf(bob).tr
    const { utxo } = await provider.unspent(taproot.address as string)
    const tx = new Transaction()
    for (const input of utxo) tx.addInput({ ...input, tapInternalKey: taproot.tapInternalKey })
    tx.addOutputAddress(alice.ordinalsAddress, amounts.taproot - 1_000n, BITCOIN_REGTEST_NETWORK)
    tx.sign(keyOf(bob))
    tx.finalize()
    expect(await provider.sendTx(tx.hex)).toBe(tx.id)
  })
})
