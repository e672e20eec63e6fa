import { z } from 'zod'
import { caip10AddressSchema, networkIdSchema } from './chain.ts'

// Swap calls of SPEC §7 (/v1/convert/*), served from Uniswap V2 contracts the operator configures per chain
// (docs/swaps.md). The gas-price call lives in chain.ts.

/** SPEC §8: a swap call on a network whose swap contracts the operator has not configured. */
export const SWAP_UNSUPPORTED_MESSAGE = 'Network not supported for Swaps'

/**
 * Error codes of the swap calls, beside the platform's (INVALID_REQUEST for bad input, UNSUPPORTED_CHAIN with
 * SWAP_UNSUPPORTED_MESSAGE, UPSTREAM_UNAVAILABLE when the chain cannot be read). All are 400 except the last (503).
 */
export const SWAP_ERROR_CODES = ['NO_LIQUIDITY', 'SWAP_WOULD_FAIL'] as const
export type SwapErrorCode = (typeof SWAP_ERROR_CODES)[number]

/** 400 NO_LIQUIDITY: no pool joins the two tokens, or the pools cannot fill the amount. Never a made-up quote. */
export const SWAP_NO_LIQUIDITY_MESSAGE = 'Not enough liquidity for this swap'

/**
 * 400 SWAP_WOULD_FAIL: build-transaction's gas estimate shows the swap reverting (no approval yet, too little
 * balance…); the message goes on with the node's reason. Send disableEstimate to build it anyway.
 */
export const SWAP_WOULD_FAIL_MESSAGE = 'The swap would fail'

/** How long a built swap stays valid: its router deadline is the chain's latest block time plus this. */
export const SWAP_DEADLINE_SECONDS = 600

/** SPEC §9 'Swap slippage tolerance 1': percent, as build-transaction takes it. */
export const SWAP_DEFAULT_SLIPPAGE = '1'
/** The most slippage (percent) build-transaction accepts. */
export const SWAP_MAX_SLIPPAGE = 50

/** The address that stands for a chain's own coin (ETH) in swap calls: `eip155:<id>:0xeeee…eeee`. */
export const SWAP_NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** The largest uint256: the allowance of the native coin, and build-approve's amount when none is given. */
export const MAX_UINT256 = (2n ** 256n - 1n).toString()

const BASE_UNITS = /^(0|[1-9][0-9]{0,77})$/

/** An amount in the token's smallest unit as a decimal string: a non-negative integer that fits in uint256. */
export const baseUnitsSchema = z
  .string()
  .regex(BASE_UNITS, 'must be a whole number of base units, like 1000000')
  // Zod runs every check, so this one guards against what the regex already refused.
  .refine((value) => !BASE_UNITS.test(value) || BigInt(value) <= BigInt(MAX_UINT256), 'must fit in 256 bits')

/** A positive amount in base units: what a quote or a swap is asked for. */
export const positiveBaseUnitsSchema = baseUnitsSchema.refine((value) => value !== '0', 'must be more than 0')

const SLIPPAGE = /^[0-9]{1,2}(\.[0-9]{1,4})?$/

/** Percent as a decimal string between 0 and SWAP_MAX_SLIPPAGE, e.g. "1" or "0.5"; a JSON number is accepted too. */
export const slippageSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .pipe(
    z
      .string()
      .regex(SLIPPAGE, `must be a percent from 0 to ${SWAP_MAX_SLIPPAGE}, like 1 or 0.5`)
      .refine(
        (value) => !SLIPPAGE.test(value) || Number(value) <= SWAP_MAX_SLIPPAGE,
        `must be a percent from 0 to ${SWAP_MAX_SLIPPAGE}, like 1 or 0.5`,
      ),
  )

/** GET /v1/convert/tokens */
export const convertTokensQuerySchema = z.object({ chainId: networkIdSchema })
export type ConvertTokensQuery = z.infer<typeof convertTokensQuerySchema>

export const convertTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-10, e.g. `eip155:31337:0x…`; the native coin is `eip155:<id>:` SWAP_NATIVE_TOKEN_ADDRESS. */
  address: z.string(),
  decimals: z.number(),
  logoUri: z.string(),
  /** Whether the token takes EIP-2612 permits; always false here: approvals are transactions. */
  eip2612: z.boolean(),
})
export type ConvertToken = z.infer<typeof convertTokenSchema>

/** The native coin first, then the tokens that have a pool on the chain. */
export const convertTokensResponseSchema = z.object({ tokens: z.array(convertTokenSchema) })
export type ConvertTokensResponse = z.infer<typeof convertTokensResponseSchema>

/** GET /v1/convert/quotes. `from` and `to` are CAIP-10 token addresses on the same chain as `userAddress`. */
export const convertQuotesQuerySchema = z.object({
  amount: positiveBaseUnitsSchema,
  userAddress: caip10AddressSchema,
  from: caip10AddressSchema,
  to: caip10AddressSchema,
  /** Wei; accepted for compatibility, a quote does not depend on it. */
  gasPrice: baseUnitsSchema.optional(),
})
export type ConvertQuotesQuery = z.infer<typeof convertQuotesQuerySchema>

export const convertQuoteSchema = z.object({
  /** The hosted API's quote id; this API keeps no quotes, so always null. */
  id: z.null(),
  /** Base units of `fromAccount`. */
  fromAmount: z.string(),
  /** CAIP-10 address of the token sold. */
  fromAccount: z.string(),
  /** Base units of `toAccount` the swap gives now (router getAmountsOut). */
  toAmount: z.string(),
  /** CAIP-10 address of the token bought. */
  toAccount: z.string(),
  /** Percent as a decimal string, e.g. "0.42": how far the execution price is below the pools' mid price. */
  priceImpact: z.string(),
  /** The pools' 0.3 % fee in base units of the token sold (compounded over each hop of the route). */
  fee: z.string(),
  /** CAIP-10 token path, from first; the native coin routes through WETH (`[ETH, WETH, token]`). */
  route: z.array(z.string()),
})
export type ConvertQuote = z.infer<typeof convertQuoteSchema>

export const convertQuotesResponseSchema = z.object({ quotes: z.array(convertQuoteSchema) })
export type ConvertQuotesResponse = z.infer<typeof convertQuotesResponseSchema>

/** GET /v1/convert/allowance: what `userAddress` lets the chain's swap router spend of `tokenAddress`. */
export const convertAllowanceQuerySchema = z.object({
  tokenAddress: caip10AddressSchema,
  userAddress: caip10AddressSchema,
})
export type ConvertAllowanceQuery = z.infer<typeof convertAllowanceQuerySchema>

/** Base units; the native coin needs no approval and answers MAX_UINT256. */
export const convertAllowanceResponseSchema = z.object({ allowance: z.string() })
export type ConvertAllowanceResponse = z.infer<typeof convertAllowanceResponseSchema>

/** GET /v1/convert/build-approve: an ERC-20 approve of the router for `amount` of `from` (MAX_UINT256 if absent). */
export const buildApproveQuerySchema = z.object({
  userAddress: caip10AddressSchema,
  from: caip10AddressSchema,
  to: caip10AddressSchema,
  amount: baseUnitsSchema.optional(),
})
export type BuildApproveQuery = z.infer<typeof buildApproveQuerySchema>

const hexAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const hexData = z.string().regex(/^0x([0-9a-fA-F]{2})*$/)

/** `from` is the user's 0x address, `to` the token (plain 0x, ready for eth_sendTransaction). */
export const buildApproveResponseSchema = z.object({
  tx: z.object({
    from: hexAddress,
    to: hexAddress,
    data: hexData,
    value: z.literal('0'),
    /** Wei, the chain's standard gas price. */
    eip155: z.object({ gasPrice: z.string() }),
  }),
})
export type BuildApproveResponse = z.infer<typeof buildApproveResponseSchema>

/** POST /v1/convert/build-transaction body. */
export const buildTransactionRequestSchema = z.object({
  projectId: z.string().optional(),
  userAddress: caip10AddressSchema,
  from: caip10AddressSchema,
  to: caip10AddressSchema,
  amount: positiveBaseUnitsSchema,
  eip155: z.object({ slippage: slippageSchema.default(SWAP_DEFAULT_SLIPPAGE) }).default({
    slippage: SWAP_DEFAULT_SLIPPAGE,
  }),
  /** True: no gas estimate (the answer omits `gas`); useful before an approval has been mined. */
  disableEstimate: z.boolean().optional(),
})
export type BuildTransactionRequest = z.input<typeof buildTransactionRequestSchema>

/**
 * A Uniswap V2 router call (swapExactETHForTokens, swapExactTokensForETH or swapExactTokensForTokens) whose
 * minimum out is the fresh quote less the slippage, valid for a few minutes. `from` is the user's 0x address, `to`
 * the router; `value` wei (the amount when selling the native coin, else "0").
 */
export const buildTransactionResponseSchema = z.object({
  tx: z.object({
    from: hexAddress,
    to: hexAddress,
    data: hexData,
    value: z.string(),
    eip155: z.object({
      /** Estimated gas units with a 50 % margin; absent when the request set disableEstimate. */
      gas: z.string().optional(),
      /** Wei, the chain's standard gas price. */
      gasPrice: z.string(),
    }),
  }),
})
export type BuildTransactionResponse = z.infer<typeof buildTransactionResponseSchema>
