// Uniswap V2 arithmetic for quotes and swaps, on base units (bigint); no I/O.

/** Uniswap V2 pools keep 997/1000 of what comes in: a 0.3 % fee on each hop. */
const FEE_KEPT = 997n
const FEE_BASE = 1000n
/** Slippage and price impact carry up to 4 decimals of a percent. */
const PERCENT_DECIMALS = 4
const PERCENT_SCALE = 10n ** BigInt(PERCENT_DECIMALS)

/** One pool of a route, oriented in the direction of the swap. */
export interface Hop {
  reserveIn: bigint
  reserveOut: bigint
}

/** What the pools give for `amountIn`, hop by hop, exactly as UniswapV2Library.getAmountsOut computes it. */
export function amountsOut(amountIn: bigint, hops: readonly Hop[]): bigint[] {
  const amounts = [amountIn]
  let amount = amountIn
  for (const { reserveIn, reserveOut } of hops) {
    const withFee = amount * FEE_KEPT
    amount = reserveIn === 0n || reserveOut === 0n ? 0n : (withFee * reserveOut) / (reserveIn * FEE_BASE + withFee)
    amounts.push(amount)
  }
  return amounts
}

/** The fee the route's pools keep, in base units of the token sold: amountIn × (1 − 0.997^hops), rounded down. */
export function routeFee(amountIn: bigint, hops: number): bigint {
  return amountIn - (amountIn * FEE_KEPT ** BigInt(hops)) / FEE_BASE ** BigInt(hops)
}

/**
 * Percent by which `amountOut` falls short of what the pools' mid prices (after their fee, which `fee` reports
 * apart) would give: the price the trade itself moves. A decimal string with up to 4 decimals, e.g. "0.42".
 */
export function priceImpactPercent(amountIn: bigint, amountOut: bigint, hops: readonly Hop[]): string {
  let numerator = amountIn
  let denominator = 1n
  for (const { reserveIn, reserveOut } of hops) {
    numerator *= reserveOut * FEE_KEPT
    denominator *= reserveIn * FEE_BASE
  }
  if (numerator === 0n) return '0'
  // (mid − out) / mid, with mid = numerator / denominator, rounded up so a moved price never reads as 0.
  const shortfall = numerator - amountOut * denominator
  if (shortfall <= 0n) return '0'
  const scaled = (shortfall * 100n * PERCENT_SCALE + numerator - 1n) / numerator
  return formatScaledPercent(scaled)
}

/** A slippage like "1" or "0.5" (already validated: 0–50, up to 4 decimals) in ten-thousandths of a percent. */
export function scaledPercent(percent: string): bigint {
  const [whole = '0', fraction = ''] = percent.split('.')
  return BigInt(whole) * PERCENT_SCALE + BigInt(fraction.padEnd(PERCENT_DECIMALS, '0').slice(0, PERCENT_DECIMALS))
}

/** The least the swap may give: the quote less `slippage` percent, rounded down. */
export function minimumOut(amountOut: bigint, slippage: string): bigint {
  const whole = 100n * PERCENT_SCALE
  return (amountOut * (whole - scaledPercent(slippage))) / whole
}

function formatScaledPercent(scaled: bigint): string {
  const whole = scaled / PERCENT_SCALE
  const fraction = (scaled % PERCENT_SCALE).toString().padStart(PERCENT_DECIMALS, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole.toString()
}
