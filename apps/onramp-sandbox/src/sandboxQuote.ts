import type { OnrampQuote } from '@foyer/protocol'
import { divideScaled, fromScaled, multiplyScaled, numberToScaled, toScaled } from './decimalText.ts'
import type { SandboxAsset } from './sandboxCatalog.ts'
import { SANDBOX_EUR_PER_USD, SANDBOX_NETWORK_FEE } from './sandboxConfig.ts'

/** Digits of crypto a quote promises: enough to see a small purchase, few enough to read. */
export const PURCHASE_DECIMALS = 8

export interface SandboxQuoteInput {
  asset: SandboxAsset
  /** The total the visitor pays, fees included. */
  amount: string
  paymentCurrency: string
  priceUsd: number
  feeRate: number
}

/** The fiat per whole unit of the asset, in the payment currency. */
function priceIn(currency: string, priceUsd: number): bigint {
  const usd = numberToScaled(priceUsd)
  return currency === 'EUR' ? multiplyScaled(usd, numberToScaled(SANDBOX_EUR_PER_USD)) : usd
}

/**
 * The sandbox's price: of the total, the provider keeps `feeRate` (rounded to the cent) and the network fee; the
 * rest buys the asset at the configured price, rounded down to PURCHASE_DECIMALS. Null when the fees eat it all.
 */
export function sandboxQuote(input: SandboxQuoteInput, quoteId: string): OnrampQuote | null {
  const currency = input.paymentCurrency.toUpperCase()
  const total = toScaled(input.amount)
  const cent = 10n ** 16n
  const providerFee = (multiplyScaled(total, numberToScaled(input.feeRate)) / cent) * cent
  const networkFee = toScaled(SANDBOX_NETWORK_FEE)
  const subtotal = total - providerFee - networkFee
  if (subtotal <= 0n) return null
  const purchase = divideScaled(subtotal, priceIn(currency, input.priceUsd))
  const money = (value: bigint) => ({ value: fromScaled(value, 2), currency })
  return {
    quoteId,
    paymentTotal: money(total),
    paymentSubtotal: money(subtotal),
    providerFee: money(providerFee),
    networkFee: money(networkFee),
    purchaseAmount: { value: fromScaled(purchase, PURCHASE_DECIMALS), currency: input.asset.symbol },
  }
}
