import { formatPriceImpact, formatTokenAmount, type SwapSummary, swapRate, usdValue } from '@foyer/core'
import { formatUsd } from '../Send/sendTokens.ts'
import { swapLabel } from './swapLabels.ts'

/** What the swap views write about a quote, each line ready to show; empty without a quote. */
export interface SwapDetails {
  /** The amount the quote buys. */
  toAmount?: string
  rate?: string
  priceImpact?: string
  fee?: string
  minimumReceived?: string
  /** The USD value of the amount paid and of the amount bought, where the tokens are priced. */
  fromUsd?: string
  toUsd?: string
}

export function swapDetails(summary: SwapSummary): SwapDetails {
  const { from, to, amount, quote, minimumReceived } = summary
  const fromUsd = from && amount !== undefined ? formatUsd(usdValue(amount, from.decimals, from.price)) : undefined
  if (!from || !to || !quote) return fromUsd ? { fromUsd } : {}
  const rate = swapRate(quote, from.decimals, to.decimals)
  const impact = formatPriceImpact(quote.priceImpact)
  const toUsd = formatUsd(usdValue(quote.toAmount, to.decimals, to.price))
  return {
    toAmount: formatTokenAmount(quote.toAmount, to.decimals),
    ...(rate ? { rate: swapLabel('rate', { from: from.symbol, rate, to: to.symbol }) } : {}),
    ...(impact ? { priceImpact: impact } : {}),
    fee: `${formatTokenAmount(quote.fee, from.decimals)} ${from.symbol}`,
    ...(minimumReceived !== undefined
      ? { minimumReceived: `${formatTokenAmount(minimumReceived, to.decimals)} ${to.symbol}` }
      : {}),
    ...(fromUsd ? { fromUsd } : {}),
    ...(toUsd ? { toUsd } : {}),
  }
}
