import { formatUnits, parseUnits } from '../units/units.ts'
import type { OnrampOptions, OnrampPurchaseChoice, PaymentMethodLimit } from './onrampTypes.ts'

/** SPEC §9 fiat amounts carry cents: limits and amounts compare at 2 decimals (more digits are refused). */
const FIAT_DECIMALS = 2
const FIAT_AMOUNT = /^\d{1,15}(\.\d{1,2})?$/

/** The limits of one payment method in one fiat currency, if offered. */
export function paymentLimit(
  options: OnrampOptions | undefined,
  currency: string,
  method: string,
): PaymentMethodLimit | undefined {
  return options?.paymentCurrencies
    .find(({ id }) => id === currency)
    ?.payment_method_limits.find(({ id }) => id === method)
}

export type AmountProblem =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'outOfLimits'; limit: PaymentMethodLimit }
  | { kind: 'notOffered' }

/** Why the typed amount cannot be bought (undefined when it can): SPEC §9 limits per currency and method. */
export function amountProblem(amount: string, limit: PaymentMethodLimit | undefined): AmountProblem | undefined {
  const text = amount.trim()
  if (text === '') return { kind: 'empty' }
  if (!FIAT_AMOUNT.test(text)) return { kind: 'invalid' }
  if (!limit) return { kind: 'notOffered' }
  const value = parseUnits(text, FIAT_DECIMALS)
  if (value < parseUnits(limit.min, FIAT_DECIMALS) || value > parseUnits(limit.max, FIAT_DECIMALS)) {
    return { kind: 'outOfLimits', limit }
  }
  return undefined
}

/** The currencies sold on a network (by its CAIP-2 id), each with that network's entry. */
export function purchaseChoices(options: OnrampOptions | undefined, caipNetworkId: string): OnrampPurchaseChoice[] {
  const choices: OnrampPurchaseChoice[] = []
  for (const currency of options?.purchaseCurrencies ?? []) {
    const network = currency.networks.find(({ chain_id }) => chain_id === caipNetworkId)
    if (network) choices.push({ currency, network })
  }
  return choices
}

/** The choice the form opens on: the one asked for if sold here, else the network's own currency, else the first. */
export function defaultPurchaseChoice(
  choices: readonly OnrampPurchaseChoice[],
  wanted: string | undefined,
): OnrampPurchaseChoice | undefined {
  return (
    choices.find(({ currency }) => currency.id === wanted) ??
    choices.find(({ network }) => network.contract_address === '') ??
    choices[0]
  )
}

/**
 * How much arrived: the rise of a balance (decimal texts of `decimals` digits at most), or undefined while it has
 * not risen.
 */
export function balanceRise(before: string, now: string, decimals: number): string | undefined {
  const rise = parseUnits(now, decimals) - parseUnits(before, decimals)
  return rise > 0n ? formatUnits(rise, decimals) : undefined
}
