import { evmAddressSchema } from '@foyer/protocol'
import { checksumAddress } from 'viem'
import { z } from 'zod'

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
