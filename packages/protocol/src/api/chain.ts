import { z } from 'zod'

// Chain data calls of SPEC §7: supported chains, balance, history, fungible price, identity, gas price.

/** SPEC §9: server-side lifetimes match the client's (balances 30 s, identity 5 min, history and price 15 s). */
export const CHAIN_DATA_TTL_MS = { balance: 30_000, identity: 300_000, history: 15_000, price: 15_000 } as const
/** Transactions per history page. */
export const HISTORY_PAGE_SIZE = 20
/** Most addresses one price request may name. */
export const PRICE_MAX_ADDRESSES = 100

/** SPEC §5: an EVM address is 40 hex characters with an optional 0x prefix; answers use the 0x form. */
export const evmAddressSchema = z
  .string()
  .regex(/^(0x)?[0-9a-fA-F]{40}$/, 'must be an EVM address: 40 hex characters, optionally after 0x')
  .transform((value) => (value.startsWith('0x') ? value : `0x${value}`) as `0x${string}`)

/**
 * A network: a CAIP-2 id (`eip155:31337`, SPEC §5: exactly two parts) or a bare EVM chain id (`31337`), which
 * means `eip155:31337`. Answers always use CAIP-2.
 */
export const networkIdSchema = z
  .string()
  .regex(/^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}|[0-9]{1,16})$/, 'must be a CAIP-2 network id like eip155:1')
  .transform((value) => (value.includes(':') ? value : `eip155:${value}`))

/** A CAIP-10 account id (SPEC §5: exactly three parts, a known namespace), as the price call takes them. */
export const caip10AddressSchema = z
  .string()
  .max(128)
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,64}$/, 'must be a CAIP-10 address like eip155:1:0x…')

/** Currencies prices are quoted in. The configured price source quotes USD only. */
export const fiatCurrencySchema = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['usd'], 'currency must be usd'))

const booleanFlag = z.enum(['true', 'false', '1', '0', '']).transform((value) => value === 'true' || value === '1')

export const balanceQuerySchema = z.object({
  currency: fiatCurrencySchema.default('usd'),
  /** Absent: every chain the API serves. */
  chainId: networkIdSchema.optional(),
  forceUpdate: booleanFlag.optional(),
})
export type BalanceQuery = z.infer<typeof balanceQuerySchema>

/** SPEC §3 token balance. `address` is a CAIP-10 token address, or 'native' for the chain's own currency. */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.string(),
  /** In `currency`: quantity × price. */
  value: z.number(),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})
export type TokenBalance = z.infer<typeof tokenBalanceSchema>

export const balanceResponseSchema = z.object({ balances: z.array(tokenBalanceSchema) })
export type BalanceResponse = z.infer<typeof balanceResponseSchema>

/**
 * SPEC §7 `sender` of /v1/identity and /v1/profile/reverse: the connected account asking. Its answer does not
 * depend on it; it is checked so that a caller learns of a malformed one.
 */
export const senderSchema = z.string().regex(/^[A-Za-z0-9]{1,128}$/, 'must be an account address')

export const identityQuerySchema = z.object({ sender: senderSchema.optional() })

/** SPEC §7 `apiVersion` of the profile calls: this API answers version 2, the shape of SPEC §3 name records. */
export const PROFILE_API_VERSION = '2'
export const profileQuerySchema = z.object({
  apiVersion: z.literal(PROFILE_API_VERSION, { message: `apiVersion must be ${PROFILE_API_VERSION}` }).optional(),
  sender: senderSchema.optional(),
})

export const historyQuerySchema = z.object({
  /** Absent: every chain the API serves. SPEC §5 shows the connected chain only, so the client passes it. */
  chainId: networkIdSchema.optional(),
  cursor: z.string().max(256).optional(),
})
export type HistoryQuery = z.infer<typeof historyQuerySchema>

export const transactionTransferSchema = z.object({
  fungible_info: z.object({ name: z.string(), symbol: z.string(), icon: z.object({ url: z.string() }) }),
  direction: z.enum(['in', 'out']),
  quantity: z.object({ numeric: z.string() }),
  value: z.number(),
  price: z.number(),
  /** Present only on a transfer flagged as spam (a token on no token list). */
  nft_info: z.object({ flags: z.object({ is_spam: z.boolean() }) }).optional(),
})
export type TransactionTransfer = z.infer<typeof transactionTransferSchema>

export const transactionOperationSchema = z.enum(['send', 'receive', 'mint', 'trade', 'deploy', 'execute'])

/** SPEC §3 transaction. */
export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    /** ISO 8601. */
    minedAt: z.string(),
    /** CAIP-2. */
    chain: z.string(),
    operationType: transactionOperationSchema,
    hash: z.string(),
    status: z.enum(['confirmed', 'failed']),
    sentFrom: z.string(),
    sentTo: z.string(),
  }),
  transfers: z.array(transactionTransferSchema),
})
export type Transaction = z.infer<typeof transactionSchema>

export const historyResponseSchema = z.object({
  data: z.array(transactionSchema),
  /** Absent on the last page. */
  next: z.string().optional(),
})
export type HistoryResponse = z.infer<typeof historyResponseSchema>

export const fungiblePriceRequestSchema = z.object({
  currency: fiatCurrencySchema,
  addresses: z.array(caip10AddressSchema).min(1).max(PRICE_MAX_ADDRESSES),
  projectId: z.string().optional(),
})
export type FungiblePriceRequest = z.infer<typeof fungiblePriceRequestSchema>

export const fungiblePriceResponseSchema = z.object({
  fungibles: z.array(z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number() })),
})
export type FungiblePriceResponse = z.infer<typeof fungiblePriceResponseSchema>

export const identityResponseSchema = z.object({ name: z.string().nullable(), avatar: z.string().nullable() })
export type IdentityResponse = z.infer<typeof identityResponseSchema>

export const gasPriceQuerySchema = z.object({ chainId: networkIdSchema })

/** Wei, as decimal strings. */
export const gasPriceResponseSchema = z.object({ standard: z.string(), fast: z.string(), instant: z.string() })
export type GasPriceResponse = z.infer<typeof gasPriceResponseSchema>

/** SPEC §8: the gas-price call on a network the API does not serve. */
export const GAS_PRICE_UNSUPPORTED_MESSAGE = 'Network not supported for Gas Price'

/** The CAIP-2 ids of the chains the API serves, by transport. */
export const supportedChainsResponseSchema = z.object({ http: z.array(z.string()), ws: z.array(z.string()) })
export type SupportedChainsResponse = z.infer<typeof supportedChainsResponseSchema>
