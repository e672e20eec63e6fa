import { evmAddressSchema } from '@foyer/protocol'
import { checksumAddress } from 'viem'
import { z } from 'zod'
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
  'must be an EVM address (40 hex characters, optionally after 0x) or a Solana address (32 to 44 base58 characters)'

/** An account of any namespace the balance and history calls read, in its one canonical form. */
export type AnyAccount = { namespace: 'eip155'; address: `0x${string}` } | { namespace: 'solana'; address: string }

const EVM_SHAPE = /^(0x)?[0-9a-fA-F]{40}$/
const BASE58_SHAPE = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * An EVM address (SPEC §5: 40 hex characters, optionally after 0x; read as accountAddressSchema reads it) or a
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
  if (isSolanaAddress(text)) return { namespace: 'solana', address: text }
  context.addIssue({ code: 'custom', message: BASE58_SHAPE.test(text) ? SOLANA_ADDRESS_MESSAGE : ADDRESS_MESSAGE })
  return z.NEVER
})

/** The path parameter `{address}` of the balance and history calls, EVM or Solana. */
export const anyAccountPathSchema = z.object({ address: anyAccountSchema })
