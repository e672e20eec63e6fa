import { evmAddressSchema } from '@foyer/protocol'
import { checksumAddress } from 'viem'
import { z } from 'zod'
import type { BitcoinAddressPrefix } from '../deps.ts'
import { readBitcoinAddress } from './bitcoinAddress.ts'
import { readPolkadotAddress } from './polkadotAddress.ts'
import { isSolanaAddress } from './solanaAddress.ts'

export const CHECKSUM_MISMATCH_MESSAGE =
  'mixes upper and lower case that is not its EIP-55 checksum: the address is mistyped (send it in one case or checksummed)'

/**
 * An account address in the one form the API works with: `0x` and 40 lower-case hex characters, so caches,
 * the node and the database all see the same key. Mixed case is an EIP-55 checksum (SPEC §5 addresses come
 * from wallets, which checksum them); a mixed-case spelling that fails it is a typo, refused rather than
 * guessed at. All-lower and all-upper spellings carry no checksum and are accepted.
 */
export const accountAddressSchema = evmAddressSchema.transform((address, context) => {
  const hex = address.slice(2)
  const lower = `0x${hex.toLowerCase()}` as `0x${string}`
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return lower
  if (checksumAddress(lower) === `0x${hex}`) return lower
  context.addIssue({ code: 'custom', message: CHECKSUM_MISMATCH_MESSAGE })
  return z.NEVER
})

/** The path parameter `{address}` of the account calls, under its own name in the 400's issues. */
export const accountPathSchema = z.object({ address: accountAddressSchema })

export const SOLANA_ADDRESS_MESSAGE =
  'must be a Solana address: 32 to 44 base58 characters naming 32 bytes (base58 is case-sensitive: send it as the wallet wrote it)'
export const ADDRESS_MESSAGE =
  'must be an EVM address (40 hex characters, optionally after 0x), a Solana address (32 to 44 base58 characters), a Bitcoin address (base58 or bech32 with a valid checksum) or a Polkadot address (SS58 with a valid checksum)'

/** An account of any namespace the balance and history calls read, in its one canonical form. */
export type AnyAccount =
  | { namespace: 'eip155'; address: `0x${string}` }
  | { namespace: 'solana'; address: string }
  | { namespace: 'bip122'; address: string; prefixes: readonly BitcoinAddressPrefix[] }
  | { namespace: 'polkadot'; address: string; format: number; accountId: Uint8Array }

const EVM_SHAPE = /^(0x)?[0-9a-fA-F]{40}$/
const BASE58_SHAPE = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * An EVM address (SPEC §5: 40 hex characters, optionally after 0x; read as accountAddressSchema reads it), a
 * Bitcoin address (Base58Check as written, bech32 in lower case), a Polkadot SS58 address (as written) or a
 * Solana address (32 to 44 base58 characters naming 32 bytes), kept exactly as written: base58 is
 * case-sensitive, so lower-casing one would name another key. 40 hex characters without 0x are read as EVM:
 * SPEC §5 lets an EVM address drop its prefix, and a Solana key is written that way only if it starts with
 * ten zero bytes.
 */
export const anyAccountSchema = z.string().transform((text, context): AnyAccount => {
  if (EVM_SHAPE.test(text)) {
    const evm = accountAddressSchema.safeParse(text)
    if (evm.success) return { namespace: 'eip155', address: evm.data }
    for (const issue of evm.error.issues) context.addIssue({ code: 'custom', message: issue.message })
    return z.NEVER
  }
  // Base58Check (25 bytes), SS58 (35 or 36) and a Solana key (32) never decode to the same length, and a bech32
  // text passing its checksum and the Solana length is a 1-in-2^30 accident; checksums first all the same.
  const bitcoin = readBitcoinAddress(text)
  if (bitcoin) return { namespace: 'bip122', ...bitcoin }
  const polkadot = readPolkadotAddress(text)
  if (polkadot) return { namespace: 'polkadot', ...polkadot }
  if (isSolanaAddress(text)) return { namespace: 'solana', address: text }
  context.addIssue({ code: 'custom', message: BASE58_SHAPE.test(text) ? SOLANA_ADDRESS_MESSAGE : ADDRESS_MESSAGE })
  return z.NEVER
})

/** The path parameter `{address}` of the balance and history calls: EVM, Solana, Bitcoin or Polkadot. */
export const anyAccountPathSchema = z.object({ address: anyAccountSchema })
