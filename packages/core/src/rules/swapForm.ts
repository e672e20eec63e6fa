import type { TokenBalance } from '../api/apiTypes.ts'
import type { SwapListedToken, SwapQuote, SwapState } from '../controllers/swapController.ts'
import { FoyerError, toFoyerError } from '../errors/errors.ts'
import { parseUnits } from '../units/units.ts'
import { isNativeToken } from './sendValidation.ts'
import { isNativeSwapToken, minimumReceived } from './swapMath.ts'

// Issue 14 swaps: what the swap form shows, derived from its store and the account's balances. Pure.

/** A swap token with what the visitor holds of it (base units) and its USD price where known. */
export interface SwapSide extends SwapListedToken {
  balance: bigint
  price?: number
}

/** What the visitor holds on the active network: the API's token balances, and the wallet's native balance. */
export interface SwapHoldings {
  tokenBalance?: readonly TokenBalance[]
  /** The native balance as a decimal string (the account's `balance`), when the token list lacks it. */
  nativeBalance?: string
}

const addressPart = (address: string | null | undefined) => address?.split(':').at(-1)?.toLowerCase()

function parsedOrZero(value: string | undefined, decimals: number): bigint {
  try {
    return value === undefined ? 0n : parseUnits(value, decimals)
  } catch {
    return 0n
  }
}

/** The balance entry of a swap token: the native one by its placeholder, a contract by its address. */
function holdingOf(token: SwapListedToken, holdings: SwapHoldings): TokenBalance | undefined {
  const native = isNativeSwapToken(token.address)
  const wanted = addressPart(token.address)
  return holdings.tokenBalance?.find((balance) =>
    native ? isNativeToken(balance) : !isNativeToken(balance) && addressPart(balance.address) === wanted,
  )
}

/** One swap token with the visitor's balance and price. */
export function swapSide(
  token: SwapListedToken,
  holdings: SwapHoldings,
  prices: Readonly<Record<string, number>> = {},
): SwapSide {
  const held = holdingOf(token, holdings)
  const numeric = held?.quantity.numeric ?? (isNativeSwapToken(token.address) ? holdings.nativeBalance : undefined)
  const price = prices[token.address.toLowerCase()] ?? held?.price ?? undefined
  return { ...token, balance: parsedOrZero(numeric, token.decimals), ...(price !== undefined ? { price } : {}) }
}

/** The token list for the picker: what the visitor holds first (the most valuable first), then the rest as listed. */
export function swapTokensWithBalances(
  tokens: readonly SwapListedToken[],
  holdings: SwapHoldings,
  prices: Readonly<Record<string, number>> = {},
): SwapSide[] {
  const sides = tokens.map((token) => swapSide(token, holdings, prices))
  const worth = (side: SwapSide) => (side.price ?? 0) * (Number(side.balance) / 10 ** side.decimals)
  const held = sides.filter((side) => side.balance > 0n).sort((a, b) => worth(b) - worth(a))
  return [...held, ...sides.filter((side) => side.balance === 0n)]
}

/** The picker's search: symbol or name containing the query, or the contract address starting with it. */
export function searchSwapTokens<T extends SwapListedToken>(tokens: readonly T[], query: string): T[] {
  const wanted = query.trim().toLowerCase()
  if (!wanted) return [...tokens]
  return tokens.filter(
    (token) =>
      token.symbol.toLowerCase().includes(wanted) ||
      token.name.toLowerCase().includes(wanted) ||
      (addressPart(token.address) ?? '').startsWith(wanted),
  )
}

/** What the quote answers: the pair and the amount in base units. An answer for another key is stale. */
export const quoteKey = (from: string, to: string, amount: bigint): string => `${from}|${to}|${amount}`

/** The swap form's next step, which its action button names. */
export type SwapNextStep =
  | 'select-token'
  | 'enter-amount'
  | 'invalid-amount'
  | 'insufficient-balance'
  | 'quoting'
  | 'quote-failed'
  | 'review'

export interface SwapSummary {
  from?: SwapSide
  to?: SwapSide
  /** The amount typed in the from-token's base units, when it is a valid amount above 0. */
  amount?: bigint
  /** SPEC §5 unit parsing ('is not a valid decimal number'), or an amount of 0. */
  amountError?: FoyerError
  /** The quote for exactly this pair and amount; a quote for anything else is not shown. */
  quote?: SwapQuote
  /** The quote less the SPEC §9 slippage tolerance. */
  minimumReceived?: bigint
  next: SwapNextStep
}

function parsedAmount(text: string, decimals: number): { amount?: bigint; amountError?: FoyerError } {
  if (!text.trim()) return {}
  try {
    const amount = parseUnits(text.trim(), decimals)
    return amount > 0n ? { amount } : { amountError: new FoyerError('INVALID_AMOUNT') }
  } catch (error) {
    return { amountError: toFoyerError(error) }
  }
}

/** The swap form as the visitor sees it: the two sides, the amount, the current quote and the next step. */
export function swapSummary(state: SwapState, holdings: SwapHoldings): SwapSummary {
  const listed = (address: string | undefined) => state.tokens?.find((token) => token.address === address)
  const fromToken = listed(state.from)
  const toToken = listed(state.to)
  const from = fromToken && swapSide(fromToken, holdings, state.prices)
  const to = toToken && swapSide(toToken, holdings, state.prices)
  const sides = { ...(from ? { from } : {}), ...(to ? { to } : {}) }
  if (!from || !to) return { ...sides, next: 'select-token' }
  const { amount, amountError } = parsedAmount(state.amount, from.decimals)
  if (amountError) return { ...sides, amountError, next: 'invalid-amount' }
  if (amount === undefined) return { ...sides, next: 'enter-amount' }
  const quote = state.quote?.key === quoteKey(from.address, to.address, amount) ? state.quote : undefined
  // An amount above the balance still shows its quote: the visitor sees what it would have bought.
  const base = { ...sides, amount, ...(quote ? { quote, minimumReceived: minimumReceived(quote.toAmount) } : {}) }
  if (amount > from.balance) return { ...base, next: 'insufficient-balance' }
  if (!quote) return { ...base, next: state.quoteError && !state.quoteLoading ? 'quote-failed' : 'quoting' }
  return { ...base, next: 'review' }
}
