import { type ApiIssue, SWAP_UNSUPPORTED_MESSAGE } from '@foyer/protocol'
import { accountAddressSchema } from '../chain/accountAddress.ts'
import { ApiError } from '../http/apiError.ts'

const EVM_ADDRESS_MESSAGE = 'must be a CAIP-10 address whose account is an EVM address, like eip155:1:0x…'

/** The CAIP-10 addresses of one swap call, all on one network, each as `0x` and lower-case hex. */
export interface SwapAddresses<Field extends string> {
  /** CAIP-2, e.g. eip155:31337. */
  network: string
  chainId: number
  addresses: Record<Field, `0x${string}`>
}

/**
 * Reads the CAIP-10 addresses a swap call names (already shaped as CAIP-10 by the wire schema). Each EVM account
 * must be an address (an EIP-55 checksum, if mixed case, must hold), all must name one network, and that network
 * must be one the operator configured swaps on: else SPEC §8 'Network not supported for Swaps'.
 */
export function swapAddressesOf<Field extends string>(
  fields: Record<Field, string>,
  servesSwaps: (network: string) => boolean,
): SwapAddresses<Field> {
  const entries = Object.entries(fields) as [Field, string][]
  const split = entries.map(([field, value]) => {
    const cut = value.lastIndexOf(':')
    return { field, network: value.slice(0, cut), account: value.slice(cut + 1) }
  })
  const issues: ApiIssue[] = []
  const addresses = {} as Record<Field, `0x${string}`>
  for (const { field, network, account } of split) {
    if (!network.startsWith('eip155:')) continue
    const parsed = accountAddressSchema.safeParse(account)
    if (parsed.success && account.startsWith('0x')) addresses[field] = parsed.data
    else issues.push({ path: [field], message: EVM_ADDRESS_MESSAGE })
  }
  if (issues.length > 0) throw new ApiError(400, 'INVALID_REQUEST', 'The request is invalid', issues)
  const [first] = split
  if (!first) throw new Error('swapAddressesOf needs at least one field')
  const elsewhere = split.filter(({ network }) => network !== first.network)
  if (elsewhere.length > 0) {
    throw new ApiError(
      400,
      'INVALID_REQUEST',
      'The request is invalid',
      elsewhere.map(({ field }) => ({ path: [field], message: `must be on the same network as ${first.field}` })),
    )
  }
  if (!servesSwaps(first.network)) throw new ApiError(400, 'UNSUPPORTED_CHAIN', SWAP_UNSUPPORTED_MESSAGE)
  return { network: first.network, chainId: Number(first.network.slice('eip155:'.length)), addresses }
}
