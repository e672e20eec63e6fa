import type { TokenBalance } from '../api/apiTypes.ts'
import { FoyerError } from '../errors/errors.ts'
import type { ChainNamespace } from '../types/network.ts'
import { parseUnits } from '../units/units.ts'

/** SPEC §9 lists send on EVM and Solana; Solana's send arrives in its own issue, so only EVM for now. */
export const SEND_NAMESPACES: readonly ChainNamespace[] = ['eip155']

/** The native currency's token balance carries no contract address (or 'native'). */
export const isNativeToken = (token: Pick<TokenBalance, 'address'>): boolean =>
  !token.address || token.address === 'native'

/** The token's contract address without its CAIP prefix (`eip155:1:0xabc` → `0xabc`). */
export const tokenContractAddress = (token: Pick<TokenBalance, 'address'>): string | undefined =>
  isNativeToken(token) ? undefined : token.address?.split(':').at(-1)

export const tokenDecimals = (token: Pick<TokenBalance, 'quantity'>): number => Number(token.quantity.decimals)

export interface SendDraft {
  namespace?: ChainNamespace
  token?: TokenBalance
  amount?: string
  receiver?: string
  /** The receiver as a 0x address, once valid or resolved. */
  resolvedReceiver?: string
}

/**
 * SPEC §5 send validation, in the spec's order: an active chain, a supported one, an amount and receiver,
 * a token. Then the amount (SPEC §5 unit parsing, above 0, not above the balance) and a usable receiver.
 * Returns the amount in the token's smallest unit.
 */
export function validateSend(draft: SendDraft): { amount: bigint; to: string; token: TokenBalance } {
  if (!draft.namespace) throw new FoyerError('NO_ACTIVE_CHAIN')
  if (!SEND_NAMESPACES.includes(draft.namespace)) throw new FoyerError('UNSUPPORTED_CHAIN')
  const amountText = draft.amount?.trim()
  if (!amountText || !draft.receiver?.trim()) throw new FoyerError('SEND_FIELDS_REQUIRED')
  if (!draft.token) throw new FoyerError('TOKEN_REQUIRED')
  const decimals = tokenDecimals(draft.token)
  const amount = parseUnits(amountText, decimals)
  if (amount <= 0n) throw new FoyerError('INVALID_AMOUNT')
  if (amount > balanceUnits(draft.token)) throw new FoyerError('INSUFFICIENT_BALANCE')
  if (!draft.resolvedReceiver) throw new FoyerError('INVALID_ADDRESS')
  return { amount, to: draft.resolvedReceiver, token: draft.token }
}

/** The token balance in its smallest unit; a balance the API wrote oddly counts as 0. */
export function balanceUnits(token: Pick<TokenBalance, 'quantity'>): bigint {
  try {
    return parseUnits(token.quantity.numeric, tokenDecimals(token))
  } catch {
    return 0n
  }
}
