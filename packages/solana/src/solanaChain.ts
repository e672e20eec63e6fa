import type { ChainDescription, Network } from '@foyer/core'
import { decodeBase58 } from './base58.ts'

/** SPEC §5: 32 to 44 base58 characters; and it must be an ed25519 public key's 32 bytes. */
const ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
/** A 64-byte ed25519 signature is at most 88 base58 characters (64 when every byte is 0). */
const SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/

const decodesTo = (value: string, pattern: RegExp, bytes: number) =>
  pattern.test(value) && decodeBase58(value)?.length === bytes

/** A network explorer's page of a transaction: `{explorer}/tx/{signature}`, its query (`?cluster=devnet`) kept. */
function transactionUrl(network: Network, signature: string): string | undefined {
  const base = network.blockExplorers?.default.url
  if (!base) return undefined
  let url: URL
  try {
    url = new URL(base)
  } catch {
    return undefined
  }
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/tx/${signature}`
  return url.toString()
}

/** The solana chain as core needs to know it (ARCHITECTURE "the adapter describes its chain"). */
export const solanaChain: ChainDescription = {
  label: 'Solana',
  isAddress: (value) => decodesTo(value, ADDRESS, 32),
  // Base58 has one spelling per key: the address is kept as the wallet wrote it.
  normalizeAddress: (value) => value,
  // Solana names a transaction by its first signature.
  isTransactionHash: (value) => decodesTo(value, SIGNATURE, 64),
  transactionUrl,
  // SLIP-44: Solana.
  nameCoinType: '501',
  // SPEC §9: balances on EVM and Solana, activity on EVM only; the API's name service answers EVM addresses.
  api: { tokenBalances: true, activity: false, identity: false },
}
