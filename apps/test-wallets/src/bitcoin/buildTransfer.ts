import { Address, selectUTXO, type Transaction } from '@scure/btc-signer'
import { invalidParams } from '../rpcError.ts'
import type { BitcoinKey } from './bitcoinKey.ts'
import { REGTEST } from './bitcoinNetwork.ts'
import type { EsploraUtxo } from './esplora.ts'

export interface TransferRecipient {
  address: string
  /** Satoshis. */
  amount: bigint
}

/** Parses a sats amount given as a decimal string or a safe integer. */
export function satsOf(value: unknown): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return BigInt(value)
  if (typeof value === 'string' && /^[1-9][0-9]*$/.test(value)) return BigInt(value)
  throw invalidParams('amount must be a positive whole number of satoshis')
}

export function checkRecipient(address: unknown): string {
  if (typeof address !== 'string') throw invalidParams('The recipient address must be a string')
  try {
    Address(REGTEST).decode(address)
  } catch {
    throw invalidParams(`${address} is not a regtest Bitcoin address`)
  }
  return address
}

/**
 * A payment from the key's payment address as a wallet builds one: its UTXOs (P2WPKH, so the witness UTXO is
 * enough), btc-signer's coin selection at `feeRate` sat/vB, change back to the payment address.
 */
export function buildTransfer(
  key: BitcoinKey,
  utxos: readonly EsploraUtxo[],
  recipients: readonly TransferRecipient[],
  feeRate: number,
): Transaction {
  const selected = selectUTXO(
    utxos.map((utxo) => ({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: key.paymentScript, amount: BigInt(utxo.value) },
    })),
    recipients.map(({ address, amount }) => ({ address, amount })),
    'default',
    { feePerByte: BigInt(Math.ceil(feeRate)), changeAddress: key.paymentAddress, network: REGTEST, createTx: true },
  )
  if (!selected?.tx) throw invalidParams('Insufficient funds for this transfer and its fee')
  return selected.tx
}
