import { type ChainDescription, explorerPage } from '@foyer/core'
import { decodeBase58 } from './base58.ts'

/** SPEC §5: 32 to 44 base58 characters; and it must be an ed25519 public key's 32 bytes. */
const ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
/** A 64-byte ed25519 signature is at most 88 base58 characters (64 when every byte is 0). */
const SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/

const decodesTo = (value: string, pattern: RegExp, bytes: number) =>
  pattern.test(value) && decodeBase58(value)?.length === bytes

/** The solana chain as core needs to know it (ARCHITECTURE "the adapter describes its chain"). */
export const solanaChain: ChainDescription = {
  label: 'Solana',
  isAddress: (value) => decodesTo(value, ADDRESS, 32),
  // Base58 has one spelling per key: the address is kept as the wallet wrote it.
  normalizeAddress: (value) => value,
  // Solana names a transaction by its first signature.
  isTransactionHash: (value) => decodesTo(value, SIGNATURE, 64),
  // `{explorer}/tx/{signature}`, the explorer's query (`?cluster=devnet`) kept.
  transactionUrl: (network, signature) => explorerPage(network, `tx/${signature}`),
  // Solscan's account page (the explorer AppKit's Solana networks name).
  addressUrl: (network, address) => explorerPage(network, `account/${address}`),
  // SLIP-44: Solana.
  nameCoinType: '501',
  // SPEC §9: balances on EVM and Solana, activity on EVM only; the API's name service answers EVM addresses.
  api: { tokenBalances: true, activity: false, identity: false, onramp: true },
}
