import { RawTx } from '@scure/btc-signer'
import { beforeAll, describe, expect, it } from 'vitest'
import { BITCOIN_DEVNET_ACCOUNTS, type BitcoinDevnetAccount } from './accounts.ts'
import { BitcoinChain } from './bitcoinChain.ts'
import { fundAccounts } from './fundAccounts.ts'
import { paymentsOf, signedPayment } from './walletKit.testing.ts'

const from = BITCOIN_DEVNET_ACCOUNTS[5] as BitcoinDevnetAccount
const to = (BITCOIN_DEVNET_ACCOUNTS[6] as BitcoinDevnetAccount).paymentAddress

/** The raw transaction with input 0's scriptSig replaced. */
function withScriptSig(raw: Uint8Array, scriptSig: Uint8Array): Uint8Array {
  const tx = RawTx.decode(raw)
  const [first, ...rest] = tx.inputs
  if (!first) throw new Error('no input')
  return RawTx.encode({ ...tx, inputs: [{ ...first, finalScriptSig: scriptSig }, ...rest] })
}

describe('scriptSig rules of witness spends', () => {
  let chain: BitcoinChain
  let wrappedCoin: { txid: string; vout: number; value: bigint }
  let nativeCoin: { txid: string; vout: number; value: bigint }
  beforeAll(() => {
    chain = new BitcoinChain()
    fundAccounts(chain)
    const [utxo] = chain.state.unspent(paymentsOf(from).wpkh.script)
    if (!utxo) throw new Error('nothing to spend')
    const funding = signedPayment(from, {
      input: { txid: utxo.txid, vout: utxo.vout, value: utxo.coin.value },
      payment: paymentsOf(from).wpkh,
      to: paymentsOf(from).shWpkh.address as string,
      amount: 10_000_000n,
      fee: 1_000n,
    })
    const txid = chain.submit(funding.extract())
    wrappedCoin = { txid, vout: 0, value: 10_000_000n }
    nativeCoin = { txid, vout: 1, value: 100_000_000n - 10_000_000n - 1_000n }
  })

  it('refuses a P2SH-P2WPKH scriptSig with more than the redeem script', () => {
    const tx = signedPayment(from, {
      input: wrappedCoin,
      payment: paymentsOf(from).shWpkh,
      to,
      amount: 1_000_000n,
      fee: 1_000n,
    })
    const redeemScript = paymentsOf(from).shWpkh.redeemScript as Uint8Array
    const padded = Uint8Array.from([0x51, redeemScript.length, ...redeemScript])
    expect(() => chain.submit(withScriptSig(tx.extract(), padded))).toThrow(
      'mandatory-script-verify-flag-failed (Witness requires only-redeemscript scriptSig)',
    )
  })

  it('refuses a native P2WPKH spend with a scriptSig', () => {
    const tx = signedPayment(from, {
      input: nativeCoin,
      payment: paymentsOf(from).wpkh,
      to,
      amount: 1_000_000n,
      fee: 1_000n,
    })
    expect(() => chain.submit(withScriptSig(tx.extract(), Uint8Array.of(0x51)))).toThrow(
      'mandatory-script-verify-flag-failed (Witness requires empty scriptSig)',
    )
  })
})
