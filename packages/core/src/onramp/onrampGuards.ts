import type { OnrampOptions, OnrampQuote } from './onrampTypes.ts'

// Response guards of the on-ramp calls (SPEC §7), hand-written like api/responseGuards.ts: no zod in the browser.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isString = (value: unknown): value is string => typeof value === 'string'
const listOf =
  <T>(guard: (item: unknown) => item is T) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(guard)

const isLimit = (value: unknown) => isRecord(value) && isString(value.id) && isString(value.min) && isString(value.max)
const isPaymentCurrency = (value: unknown) =>
  isRecord(value) && isString(value.id) && listOf(isLimit as (v: unknown) => v is unknown)(value.payment_method_limits)
const isNetwork = (value: unknown) =>
  isRecord(value) &&
  isString(value.name) &&
  isString(value.display_name) &&
  isString(value.chain_id) &&
  isString(value.contract_address)
const isPurchaseCurrency = (value: unknown) =>
  isRecord(value) &&
  isString(value.id) &&
  isString(value.name) &&
  isString(value.symbol) &&
  listOf(isNetwork as (v: unknown) => v is unknown)(value.networks)

export const isOnrampOptions = (value: unknown): value is OnrampOptions =>
  isRecord(value) &&
  listOf(isPaymentCurrency as (v: unknown) => v is unknown)(value.paymentCurrencies) &&
  listOf(isPurchaseCurrency as (v: unknown) => v is unknown)(value.purchaseCurrencies)

const isMoney = (value: unknown) => isRecord(value) && isString(value.value) && isString(value.currency)

export const isOnrampQuote = (value: unknown): value is OnrampQuote =>
  isRecord(value) &&
  isString(value.quoteId) &&
  ['paymentTotal', 'paymentSubtotal', 'providerFee', 'networkFee', 'purchaseAmount'].every((key) => isMoney(value[key]))

export const isOnrampUrl = (value: unknown): value is { url: string } =>
  isRecord(value) && isString(value.url) && /^https?:\/\//.test(value.url)
