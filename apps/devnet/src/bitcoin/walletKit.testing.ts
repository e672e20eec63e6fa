import { p2sh, p2tr, p2wpkh, Transaction } from '@scure/btc-signer'
import type { BitcoinDevnetAccount } from './accounts.ts'
import { BITCOIN_REGTEST_NETWORK } from './network.ts'

// Helpers for tests that drive the devnet as a wallet does: @scure/btc-signer transactions, Esplora over HTTP.

export const keyOf = (account: BitcoinDevnetAccount) => Uint8Array.from(Buffer.from(account.privateKey, 'hex'))
export const publicKeyOf = (account: BitcoinDevnetAccount) => Uint8Array.from(Buffer.from(account.publicKey, 'hex'))

/** The three spend types the devnet checks, for one account's key. */
export function paymentsOf(account: BitcoinDevnetAccount) {
  const publicKey = publicKeyOf(account)
  const wpkh = p2wpkh(publicKey, BITCOIN_REGTEST_NETWORK)
  return {
    wpkh,
    shWpkh: p2sh(p2wpkh(publicKey, BITCOIN_REGTEST_NETWORK), BITCOIN_REGTEST_NETWORK),
    tr: p2tr(publicKey.subarray(1), undefined, BITCOIN_REGTEST_NETWORK),
  }
}

export interface Utxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean }
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

export async function postTx(baseUrl: string, hex: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${baseUrl}/tx`, { method: 'POST', body: hex })
  return { status: response.status, body: await response.text() }
}

/** The body `POST /tx` answers when Core rejects with `message` (code -26 unless given). */
export const rpcError = (message: string, code = -26) =>
  `sendrawtransaction RPC error: ${JSON.stringify({ code, message })}`

export interface PaymentSpec {
  /** The output being spent and what pays to it. */
  input: { txid: string; vout: number; value: bigint }
  payment: ReturnType<typeof paymentsOf>[keyof ReturnType<typeof paymentsOf>]
  to: string
  amount: bigint
  fee: bigint
  /** Where the change goes (the spending payment's own address by default). */
  change?: string
}

/** A one-input payment signed with the account's key and finalized by btc-signer, as a wallet would make it. */
export function signedPayment(account: BitcoinDevnetAccount, spec: PaymentSpec): Transaction {
  const tx = new Transaction({ allowUnknownOutputs: true })
  tx.addInput({
    txid: spec.input.txid,
    index: spec.input.vout,
    witnessUtxo: { script: spec.payment.script, amount: spec.input.value },
    ...('redeemScript' in spec.payment && spec.payment.redeemScript ? { redeemScript: spec.payment.redeemScript } : {}),
    ...('tapInternalKey' in spec.payment && spec.payment.tapInternalKey
      ? { tapInternalKey: spec.payment.tapInternalKey }
      : {}),
  })
  tx.addOutputAddress(spec.to, spec.amount, BITCOIN_REGTEST_NETWORK)
  const change = spec.input.value - spec.amount - spec.fee
  if (change > 0n) tx.addOutputAddress(spec.change ?? spec.payment.address ?? '', change, BITCOIN_REGTEST_NETWORK)
  tx.sign(keyOf(account))
  tx.finalize()
  return tx
}
