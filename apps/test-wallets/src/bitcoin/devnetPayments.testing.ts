import { Transaction } from '@scure/btc-signer'
import type { BitcoinKey, BitcoinPurpose } from './bitcoinKey.ts'
import { REGTEST } from './bitcoinNetwork.ts'
import type { EsploraUtxo } from './esplora.ts'

// What a dapp does around the wallet on the devnet: read UTXOs over Esplora, build an unsigned PSBT with
// btc-signer, and look a transaction up after it was sent.

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

export const utxosOf = (esplora: string, address: string) =>
  getJson<EsploraUtxo[]>(`${esplora}/address/${address}/utxo`)

export const txStatus = (esplora: string, txid: string) =>
  getJson<{ confirmed: boolean; block_height?: number }>(`${esplora}/tx/${txid}/status`)

/** Sats an address holds in outputs paid by `txid`. */
export async function receivedFrom(esplora: string, address: string, txid: string): Promise<number> {
  const utxos = await utxosOf(esplora, address)
  return utxos.filter((utxo) => utxo.txid === txid).reduce((total, utxo) => total + utxo.value, 0)
}

/**
 * An unsigned payment of `amount` sats from one UTXO of the key's `purpose` address to `to`, 1,000 sats of fee and
 * the change back: input 0 is the wallet's to sign.
 */
export async function unsignedPayment(
  esplora: string,
  key: BitcoinKey,
  purpose: BitcoinPurpose,
  to: string,
  amount: bigint,
): Promise<Uint8Array> {
  const address = purpose === 'payment' ? key.paymentAddress : key.ordinalsAddress
  const [utxo] = (await utxosOf(esplora, address)).filter((candidate) => BigInt(candidate.value) > amount + 1_500n)
  if (!utxo) throw new Error(`No UTXO of ${address} covers ${amount} sats`)
  const tx = new Transaction()
  tx.addInput({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: {
      script: purpose === 'payment' ? key.paymentScript : key.ordinalsScript,
      amount: BigInt(utxo.value),
    },
    ...(purpose === 'ordinals' ? { tapInternalKey: key.xOnlyPublicKey } : {}),
  })
  tx.addOutputAddress(to, amount, REGTEST)
  tx.addOutputAddress(address, BigInt(utxo.value) - amount - 1_000n, REGTEST)
  return tx.toPSBT()
}
