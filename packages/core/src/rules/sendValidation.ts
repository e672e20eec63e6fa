import type { TokenBalance } from '../api/apiTypes.ts'
import { FoyerError } from '../errors/errors.ts'
import { parseUnits } from '../units/units.ts'

/** The native currency's token balance carries no contract address (or 'native'). */
export const isNativeToken = (token: Pick<TokenBalance, 'address'>): boolean =>
  !token.address || token.address === 'native'

/** The token's contract (or mint) address without its CAIP prefix (`eip155:1:0xabc` → `0xabc`). */
export const tokenContractAddress = (token: Pick<TokenBalance, 'address'>): string | undefined =>
  isNativeToken(token) ? undefined : token.address?.split(':').at(-1)

export const tokenDecimals = (token: Pick<TokenBalance, 'quantity'>): number => Number(token.quantity.decimals)

export interface SendDraft {
  /** Whether there is an active chain at all. */
  hasActiveChain: boolean
  /** Whether its adapter can send (SPEC §5: 'Unsupported chain' otherwise). */
  canSend: boolean
  token?: TokenBalance
  amount?: string
  receiver?: string
}

/**
 * SPEC §5 send validation, in the spec's order: an active chain, one that can send, an amount and receiver,
 * a token. Then the amount (SPEC §5 unit parsing, above 0, not above the balance). Returns the amount in the
 * token's smallest unit; the receiver is checked by whoever knows the chain's addresses and names.
 */
export function validateSend(draft: SendDraft): { amount: bigint; token: TokenBalance } {
  if (!draft.hasActiveChain) throw new FoyerError('NO_ACTIVE_CHAIN')
  if (!draft.canSend) throw new FoyerError('UNSUPPORTED_CHAIN')
  const amountText = draft.amount?.trim()
  if (!amountText || !draft.receiver?.trim()) throw new FoyerError('SEND_FIELDS_REQUIRED')
  if (!draft.token) throw new FoyerError('TOKEN_REQUIRED')
  const decimals = tokenDecimals(draft.token)
  const amount = parseUnits(amountText, decimals)
  if (amount <= 0n) throw new FoyerError('INVALID_AMOUNT')
  if (amount > balanceUnits(draft.token)) throw new FoyerError('INSUFFICIENT_BALANCE')
  return { amount, token: draft.token }
}

/** The token balance in its smallest unit; a balance the API wrote oddly counts as 0. */
export function balanceUnits(token: Pick<TokenBalance, 'quantity'>): bigint {
  try {
    return parseUnits(token.quantity.numeric, tokenDecimals(token))
  } catch {
    return 0n
  }
}
