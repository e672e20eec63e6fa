// Issue 14: guards of the swap API's answers (SPEC §7 /v1/convert/*), written by hand like responseGuards.ts so the
// client carries no schema library. The wire shapes are @foyer/protocol's convert schemas.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isString = (value: unknown): value is string => typeof value === 'string'
/** A base-unit amount: a non-negative integer written in decimal. */
const isUnits = (value: unknown): value is string => isString(value) && /^\d+$/.test(value)

export interface WireSwapToken {
  name: string
  symbol: string
  address: string
  decimals: number
  logoUri?: string | null
}
export interface WireSwapQuote {
  fromAmount: string
  toAmount: string
  priceImpact: string
  fee: string
}
export interface WireSwapTransaction {
  from: string
  to: string
  data: string
  value: string
  eip155?: { gas?: string; gasPrice?: string }
}

const isSwapToken = (value: unknown): value is WireSwapToken =>
  isRecord(value) &&
  isString(value.name) &&
  isString(value.symbol) &&
  isString(value.address) &&
  value.address.split(':').length === 3 &&
  typeof value.decimals === 'number' &&
  Number.isInteger(value.decimals) &&
  value.decimals >= 0 &&
  (value.logoUri === undefined || value.logoUri === null || isString(value.logoUri))

export const isSwapTokensResponse = (value: unknown): value is { tokens: WireSwapToken[] } =>
  isRecord(value) && Array.isArray(value.tokens) && value.tokens.every(isSwapToken)

const isSwapQuote = (value: unknown): value is WireSwapQuote =>
  isRecord(value) &&
  isUnits(value.fromAmount) &&
  isUnits(value.toAmount) &&
  isString(value.priceImpact) &&
  isUnits(value.fee)

export const isSwapQuotesResponse = (value: unknown): value is { quotes: WireSwapQuote[] } =>
  isRecord(value) && Array.isArray(value.quotes) && value.quotes.every(isSwapQuote)

export const isAllowanceResponse = (value: unknown): value is { allowance: string } =>
  isRecord(value) && isUnits(value.allowance)

export const isGasPriceResponse = (value: unknown): value is { standard: string } =>
  isRecord(value) && isUnits(value.standard)

const isSwapTransaction = (value: unknown): value is WireSwapTransaction =>
  isRecord(value) &&
  isString(value.from) &&
  isString(value.to) &&
  isString(value.data) &&
  /^0x[0-9a-fA-F]*$/.test(value.data) &&
  isUnits(value.value) &&
  (value.eip155 === undefined || isRecord(value.eip155))

export const isSwapTransactionResponse = (value: unknown): value is { tx: WireSwapTransaction } =>
  isRecord(value) && isSwapTransaction(value.tx)

export const isFungiblePriceResponse = (value: unknown): value is { fungibles: { symbol: string; price: number }[] } =>
  isRecord(value) &&
  Array.isArray(value.fungibles) &&
  value.fungibles.every((entry) => isRecord(entry) && isString(entry.symbol) && typeof entry.price === 'number')
