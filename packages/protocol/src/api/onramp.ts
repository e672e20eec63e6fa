import { z } from 'zod'

// On-ramp calls of SPEC §7: options, quote and the provider's order page (docs/onramp.md).

/** SPEC §9: the payment methods and their default limits, in USD and EUR, when the provider cannot say. */
export const ONRAMP_DEFAULT_PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'bank_transfer', min: '10.00', max: '25000.00' },
] as const
export const ONRAMP_DEFAULT_PAYMENT_CURRENCIES = ['USD', 'EUR'] as const
/** SPEC §9: the provider's fee, as a share of what the visitor pays. */
export const ONRAMP_PROVIDER_FEE_RANGE = { min: 0.01, max: 0.02 } as const
/** SPEC §1: the namespaces on-ramp serves. */
export const ONRAMP_NAMESPACES = ['eip155', 'solana'] as const

const decimalText = (what: string) =>
  z
    .string()
    .max(40)
    .regex(/^\d{1,15}(\.\d{1,18})?$/, `${what} must be a decimal number like 100 or 100.50`)

const idText = z
  .string()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be an id: letters, digits, _ and -')

/** A CAIP-2 network id (`eip155:1`, `solana:…`), as on-ramp calls name networks. */
export const onrampNetworkSchema = z
  .string()
  .max(64)
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 network id like eip155:1')

export const paymentMethodLimitSchema = z.object({ id: idText, min: decimalText('min'), max: decimalText('max') })
export type PaymentMethodLimit = z.infer<typeof paymentMethodLimitSchema>

/** SPEC §3 on-ramp payment currency. */
export const paymentCurrencySchema = z.object({
  id: idText,
  payment_method_limits: z.array(paymentMethodLimitSchema).max(20),
})
export type PaymentCurrency = z.infer<typeof paymentCurrencySchema>

/** SPEC §3: where a purchase currency can be bought. `chain_id` is the CAIP-2 id; `contract_address` '' for native. */
export const purchaseNetworkSchema = z.object({
  name: z.string().max(64),
  display_name: z.string().max(64),
  chain_id: onrampNetworkSchema,
  contract_address: z.string().max(64),
})
export type PurchaseNetwork = z.infer<typeof purchaseNetworkSchema>

/** SPEC §3 on-ramp purchase currency. */
export const purchaseCurrencySchema = z.object({
  id: idText,
  name: z.string().max(64),
  symbol: z.string().max(16),
  networks: z.array(purchaseNetworkSchema).max(50),
})
export type PurchaseCurrency = z.infer<typeof purchaseCurrencySchema>

/** GET /v1/onramp/options. */
export const onrampOptionsSchema = z.object({
  paymentCurrencies: z.array(paymentCurrencySchema).max(50),
  purchaseCurrencies: z.array(purchaseCurrencySchema).max(200),
})
export type OnrampOptions = z.infer<typeof onrampOptionsSchema>

/** POST /v1/onramp/quote: what `amount` of `paymentCurrency` buys of `purchaseCurrency` on `network`. */
export const onrampQuoteRequestSchema = z.object({
  purchaseCurrency: idText,
  paymentCurrency: idText,
  /** In the payment currency, fees included: what the visitor pays. */
  amount: decimalText('amount'),
  network: onrampNetworkSchema,
  /** Default 'card'. */
  paymentMethod: idText.default('card'),
})
export type OnrampQuoteRequest = z.infer<typeof onrampQuoteRequestSchema>

export const moneySchema = z.object({ value: z.string().max(64), currency: z.string().max(32) })
export type Money = z.infer<typeof moneySchema>

/** The quote: total paid = subtotal + provider fee + network fee; `purchaseAmount` is what reaches the wallet. */
export const onrampQuoteSchema = z.object({
  quoteId: z.string().max(128),
  paymentTotal: moneySchema,
  paymentSubtotal: moneySchema,
  providerFee: moneySchema,
  networkFee: moneySchema,
  purchaseAmount: moneySchema,
})
export type OnrampQuote = z.infer<typeof onrampQuoteSchema>

export const destinationWalletSchema = z.object({
  address: z.string().min(1).max(128),
  /** CAIP-2 networks the address receives on. */
  blockchains: z.array(onrampNetworkSchema).min(1).max(10),
  /** Purchase currency ids; absent or empty: any. */
  assets: z.array(idText).max(20).optional(),
})
export type DestinationWallet = z.infer<typeof destinationWalletSchema>

/** POST /v1/generators/onrampurl. */
export const onrampUrlRequestSchema = z.object({
  destinationWallets: z.array(destinationWalletSchema).min(1).max(5),
  defaultNetwork: onrampNetworkSchema,
  partnerUserId: z.string().max(128).optional(),
  defaultExperience: z.enum(['buy', 'send']).optional(),
  /** Which purchase currency the page opens on; default the first of the wallet's assets. */
  defaultAsset: idText.optional(),
  presetCryptoAmount: decimalText('presetCryptoAmount').optional(),
  presetFiatAmount: decimalText('presetFiatAmount').optional(),
  fiatCurrency: idText.optional(),
  paymentMethod: idText.optional(),
})
export type OnrampUrlRequest = z.infer<typeof onrampUrlRequestSchema>

export const onrampUrlResponseSchema = z.object({ url: z.string().max(2048) })
export type OnrampUrlResponse = z.infer<typeof onrampUrlResponseSchema>
