import { Transaction } from '@scure/btc-signer'
import { beforeAll, describe, expect, it } from 'vitest'
import { BITCOIN_DEVNET_ACCOUNTS, type BitcoinDevnetAccount } from './accounts.ts'
import { BitcoinChain } from './bitcoinChain.ts'
import { fundAccounts, minerScript } from './fundAccounts.ts'
import { BITCOIN_REGTEST_NETWORK } from './network.ts'
import { keyOf, paymentsOf, signedPayment } from './walletKit.testing.ts'

const account = (index: number) => BITCOIN_DEVNET_ACCOUNTS[index] as BitcoinDevnetAccount

function fundedChain() {
  const chain = new BitcoinChain()
  fundAccounts(chain)
  return chain
}

function firstCoin(chain: BitcoinChain, from: BitcoinDevnetAccount) {
  const [utxo] = chain.state.unspent(paymentsOf(from).wpkh.script)
  if (!utxo) throw new Error('nothing to spend')
  return { txid: utxo.txid, vout: utxo.vout, value: utxo.coin.value }
}

describe('an unconfirmed chain of payments', () => {
  const chain = fundedChain()
  const from = account(0)
  let parent: string
  let child: string
  beforeAll(() => {
    const first = signedPayment(from, {
      input: firstCoin(chain, from),
      payment: paymentsOf(from).wpkh,
      to: account(1).paymentAddress,
      amount: 1_000_000n,
      fee: 500n,
    })
    parent = chain.submit(first.extract())
    const change = { txid: parent, vout: 1, value: 100_000_000n - 1_000_000n - 500n }
    const second = signedPayment(from, {
      input: change,
      payment: paymentsOf(from).wpkh,
      to: account(2).paymentAddress,
      amount: 2_000_000n,
      fee: 500n,
    })
    child = chain.submit(second.extract())
  })

  it('accepts a spend of an output still in the mempool', () => {
    expect(chain.mempool.all().map((entry) => entry.tx.txid)).toEqual([parent, child])
  })

  it('confirms parent before child in one block', () => {
    chain.mine(1, minerScript())
    expect(chain.state.tip.txs.slice(1).map((tx) => tx.txid)).toEqual([parent, child])
  })
})

describe('lock times', () => {
  it("refuses a transaction locked to a later height as Core's non-final", () => {
    const chain = fundedChain()
    const from = account(3)
    const coin = firstCoin(chain, from)
    const tx = new Transaction({ lockTime: chain.state.tip.height + 5 })
    tx.addInput({
      txid: coin.txid,
      index: coin.vout,
      sequence: 0xfffffffe,
      witnessUtxo: { script: paymentsOf(from).wpkh.script, amount: coin.value },
    })
    tx.addOutputAddress(account(4).paymentAddress, coin.value - 1_000n, BITCOIN_REGTEST_NETWORK)
    tx.sign(keyOf(from))
    tx.finalize()
    expect(() => chain.submit(tx.extract())).toThrow('non-final')
  })
})
