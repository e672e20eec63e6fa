import { formatBalance } from '../format/formatBalance.ts'
import { formatUnits } from '../units/units.ts'

// Issue 14 swaps: the arithmetic of a quote, on base units (bigints), never on floats.

/** SPEC §9: swap slippage tolerance 1 (percent). */
export const SWAP_SLIPPAGE_PERCENT = 1

/** How the swap API names a chain's own currency (the convention swap APIs use). */
export const NATIVE_TOKEN_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Whether a CAIP-10 swap token address names the network's own currency. */
export const isNativeSwapToken = (address: string): boolean =>
  address.split(':').at(-1)?.toLowerCase() === NATIVE_TOKEN_PLACEHOLDER

/** The least the visitor gets: the quote less the slippage tolerance (1 % by SPEC §9), rounded down. */
export function minimumReceived(toAmount: bigint, slippagePercent: number = SWAP_SLIPPAGE_PERCENT): bigint {
  const keptBasisPoints = BigInt(Math.round((100 - slippagePercent) * 100))
  return (toAmount * keptBasisPoints) / 10_000n
}

/**
 * A base-unit amount for people: at most `maxFraction` decimals, rounded down (never more than the quote says),
 * trailing zeros dropped; an amount too small to show at that precision reads '<0.000001'.
 */
export function formatTokenAmount(units: bigint, decimals: number, maxFraction = 6): string {
  const exact = formatUnits(units, decimals)
  const [integer = '0', fraction = ''] = exact.split('.')
  const kept = fraction.slice(0, maxFraction).replace(/0+$/, '')
  if (units > 0n && integer === '0' && !kept) return `<0.${'0'.repeat(maxFraction - 1)}1`
  return kept ? `${integer}.${kept}` : integer
}

/**
 * How many to-tokens one from-token buys at this quote, as a decimal string with 6 significant digits (rounded
 * down). Undefined for an empty quote.
 */
export function swapRate(
  quote: { fromAmount: bigint; toAmount: bigint },
  fromDecimals: number,
  toDecimals: number,
): string | undefined {
  if (quote.fromAmount <= 0n) return undefined
  const PRECISION = 18
  const scaled =
    (quote.toAmount * 10n ** BigInt(fromDecimals + PRECISION)) / (quote.fromAmount * 10n ** BigInt(toDecimals))
  return significant(formatUnits(scaled, PRECISION), 6)
}

/** A decimal string cut (toward zero) to `digits` significant digits. */
export function significant(decimal: string, digits: number): string {
  const [integer = '0', fraction = ''] = decimal.split('.')
  const integerDigits = integer.replace(/^0+/, '')
  if (integerDigits.length >= digits) return integerDigits
  if (integerDigits) {
    const kept = fraction.slice(0, digits - integerDigits.length).replace(/0+$/, '')
    return kept ? `${integerDigits}.${kept}` : integerDigits
  }
  const leadingZeros = /^0*/.exec(fraction)?.[0].length ?? 0
  const kept = fraction.slice(0, leadingZeros + digits).replace(/0+$/, '')
  return kept ? `0.${kept}` : '0'
}

/** The API's price impact ('0.3512', percent) for people: '0.35%', '<0.01%' for a tiny one, undefined if unreadable. */
export function formatPriceImpact(percent: string): string | undefined {
  const value = Number(percent)
  if (!Number.isFinite(value) || value < 0) return undefined
  if (value > 0 && value < 0.01) return '<0.01%'
  return `${(Math.floor(value * 100) / 100).toFixed(2)}%`
}

/** A USD amount of `units` at `price` dollars per token; undefined without a price. */
export function usdValue(units: bigint, decimals: number, price: number | undefined): number | undefined {
  if (price === undefined || !Number.isFinite(price)) return undefined
  return Number(formatUnits(units, decimals)) * price
}

/** A balance in base units as SPEC §9 shows balances: 3 decimals, rounded down. */
export const formatSwapBalance = (units: bigint, decimals: number, symbol?: string): string =>
  formatBalance(formatUnits(units, decimals), symbol)
