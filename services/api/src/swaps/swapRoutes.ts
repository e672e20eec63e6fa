import {
  type BuildApproveResponse,
  type BuildTransactionResponse,
  buildApproveQuerySchema,
  buildTransactionRequestSchema,
  type ConvertAllowanceResponse,
  type ConvertQuotesResponse,
  type ConvertTokensResponse,
  convertAllowanceQuerySchema,
  convertQuotesQuerySchema,
  convertTokensQuerySchema,
  MAX_UINT256,
  SWAP_NO_LIQUIDITY_MESSAGE,
  SWAP_UNSUPPORTED_MESSAGE,
} from '@foyer/protocol'
import { Hono } from 'hono'
import { erc20Abi, getAddress } from 'viem'
import { cachedGasPrice } from '../chain/cachedGasPrice.ts'
import { type TokenLists, tokenListOf } from '../chain/chainDataConfig.ts'
import { chainDirectory } from '../chain/chainDirectory.ts'
import { evmChainsOf } from '../chain/networkConfig.ts'
import { canonicalNetworkSchema } from '../chain/networkQuery.ts'
import { tokenIconUrl } from '../chain/tokenIcon.ts'
import type { ApiDeps } from '../deps.ts'
import { ApiError } from '../http/apiError.ts'
import { parseRequest, queryOf, readJsonBody } from '../http/validation.ts'
import { swapAddressesOf } from './swapAddresses.ts'
import { buildApproveTx, buildSwapTx } from './swapBuilders.ts'
import { type SwapChain, swapChainOf } from './swapChain.ts'
import { estimateSwapGas } from './swapGasEstimate.ts'
import { priceImpactPercent, routeFee } from './swapMath.ts'
import { caipRoute, type HexAddress, NATIVE, pairsOf } from './swapPaths.ts'
import { readSwapQuote, type SwapQuote } from './swapQuote.ts'
import { readSwapTokens, type SwapToken } from './swapTokens.ts'

export interface SwapRoutesOptions {
  /** The chain routes' token lists: names, decimals and icons of the tokens swapped. */
  lists: TokenLists
}

/** Which tokens have pools changes when a pool is created: rarely, so a minute is fresh enough. */
const TOKENS_TTL_MS = 60_000
const BUILD_BODY_BYTES = 4 * 1024

const tokensQuerySchema = convertTokensQuerySchema.extend({ chainId: canonicalNetworkSchema })

/** A token's CAIP-10 address as answers write it: checksummed, the native coin as 0xeee…e. */
function caipToken(network: string, address: HexAddress): string {
  return `${network}:${address === NATIVE ? NATIVE : getAddress(address)}`
}

/**
 * SPEC §7 swap calls (/v1/convert/*) from Uniswap V2 contracts read through the chain's node: served only on
 * chains whose `swaps` contracts the operator configured; any other network is refused with SPEC §8 'Network not
 * supported for Swaps'. A quote is always the pools' real answer: never a made-up one (docs/swaps.md).
 */
export function swapRoutes(deps: ApiDeps, options: SwapRoutesOptions): Hono {
  const chains = new Map<string, SwapChain>()
  for (const [network, chain] of chainDirectory(evmChainsOf(deps.config.chains))) {
    if (chain.config.swaps) chains.set(network, swapChainOf(chain, chain.config.swaps))
  }
  const servesSwaps = (network: string) => chains.has(network)
  const app = new Hono()

  const upstreamUnavailable = (network: string, what: string, error: unknown): ApiError => {
    deps.log.warn(`${what} read failed`, { network, error: error instanceof Error ? error.message : String(error) })
    return new ApiError(503, 'UPSTREAM_UNAVAILABLE', `Could not read ${what} on ${network}`, undefined, {
      'Retry-After': '5',
    })
  }
  const reading = <T>(chain: SwapChain, what: string, read: () => Promise<T>): Promise<T> =>
    read().catch((error: unknown) => {
      if (error instanceof ApiError) throw error
      throw upstreamUnavailable(chain.network, what, error)
    })

  const tokensOf = async (chain: SwapChain): Promise<SwapToken[]> => {
    const key = `swap:tokens:${chain.network}`
    const cached = await deps.cache.get<SwapToken[]>(key)
    if (cached) return cached
    const list = tokenListOf(options.lists, chain.config.chainId)
    const tokens = await reading(chain, 'the swap pools', () => readSwapTokens(chain, list))
    await deps.cache.set(key, tokens, TOKENS_TTL_MS)
    return tokens
  }

  /** The swapped token at `address`, else a 400 naming the field. */
  const tokenOf = (tokens: readonly SwapToken[], chain: SwapChain, field: string, address: HexAddress): SwapToken => {
    const token = tokens.find((candidate) => candidate.address === address)
    if (token) return token
    throw new ApiError(400, 'INVALID_REQUEST', 'The request is invalid', [
      {
        path: [field],
        message: `is not a token this API swaps on ${chain.network} (GET /v1/convert/tokens lists them)`,
      },
    ])
  }

  /** The chain and the two tokens of a swap call, checked: same network, served, both swapped, not the same. */
  const swapSides = async ({
    userAddress,
    from: fromToken,
    to: toToken,
  }: {
    userAddress: string
    from: string
    to: string
  }) => {
    const { network, addresses } = swapAddressesOf({ userAddress, from: fromToken, to: toToken }, servesSwaps)
    const chain = chains.get(network)!
    const tokens = await tokensOf(chain)
    const from = tokenOf(tokens, chain, 'from', addresses.from)
    const to = tokenOf(tokens, chain, 'to', addresses.to)
    if (from.address === to.address) {
      throw new ApiError(400, 'INVALID_REQUEST', 'The request is invalid', [
        { path: ['to'], message: 'must be another token than from' },
      ])
    }
    return { chain, user: addresses.userAddress, from, to }
  }

  const freshQuote = async (chain: SwapChain, from: SwapToken, to: SwapToken, amount: bigint): Promise<SwapQuote> => {
    const quote = await reading(chain, 'the swap pools', () => readSwapQuote(chain, from.address, to.address, amount))
    if (!quote) throw new ApiError(400, 'NO_LIQUIDITY', SWAP_NO_LIQUIDITY_MESSAGE)
    if (quote.amounts.at(-1) === 0n) {
      throw new ApiError(400, 'INVALID_REQUEST', 'The request is invalid', [
        { path: ['amount'], message: 'is too small: the pools give nothing for it' },
      ])
    }
    return quote
  }

  const gasPriceOf = async (chain: SwapChain): Promise<string> =>
    (await reading(chain, 'the gas price', () => cachedGasPrice(deps.cache, chain))).standard

  app.get('/v1/convert/tokens', async (c) => {
    const query = parseRequest(tokensQuerySchema, queryOf(c))
    const chain = chains.get(query.chainId)
    if (!chain) throw new ApiError(400, 'UNSUPPORTED_CHAIN', SWAP_UNSUPPORTED_MESSAGE)
    const tokens = (await tokensOf(chain)).map((token) => ({
      name: token.name,
      symbol: token.symbol,
      address: caipToken(chain.network, token.address),
      decimals: token.decimals,
      logoUri: tokenIconUrl(deps.config.publicUrl, token),
      eip2612: false,
    }))
    return c.json({ tokens } satisfies ConvertTokensResponse)
  })

  app.get('/v1/convert/quotes', async (c) => {
    const query = parseRequest(convertQuotesQuerySchema, queryOf(c))
    const { chain, from, to } = await swapSides(query)
    const amount = BigInt(query.amount)
    const quote = await freshQuote(chain, from, to, amount)
    const toAmount = quote.amounts.at(-1)!
    return c.json({
      quotes: [
        {
          id: null,
          fromAmount: query.amount,
          fromAccount: caipToken(chain.network, from.address),
          toAmount: toAmount.toString(),
          toAccount: caipToken(chain.network, to.address),
          priceImpact: priceImpactPercent(amount, toAmount, quote.hops),
          fee: routeFee(amount, quote.hops.length).toString(),
          route: caipRoute(chain.network, from.address, to.address, quote.path).map((step) =>
            caipToken(chain.network, step.slice(chain.network.length + 1) as HexAddress),
          ),
        },
      ],
    } satisfies ConvertQuotesResponse)
  })

  app.get('/v1/convert/allowance', async (c) => {
    const query = parseRequest(convertAllowanceQuerySchema, queryOf(c))
    const { network, addresses } = swapAddressesOf(
      { tokenAddress: query.tokenAddress, userAddress: query.userAddress },
      servesSwaps,
    )
    const chain = chains.get(network)!
    const token = tokenOf(await tokensOf(chain), chain, 'tokenAddress', addresses.tokenAddress)
    if (token.address === NATIVE) return c.json({ allowance: MAX_UINT256 } satisfies ConvertAllowanceResponse)
    const allowance = await reading(chain, 'the allowance', () =>
      chain.client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [addresses.userAddress, chain.contracts.router],
      }),
    )
    return c.json({ allowance: allowance.toString() } satisfies ConvertAllowanceResponse)
  })

  app.get('/v1/convert/build-approve', async (c) => {
    const query = parseRequest(buildApproveQuerySchema, queryOf(c))
    const { chain, user, from } = await swapSides(query)
    if (from.address === NATIVE) {
      throw new ApiError(400, 'INVALID_REQUEST', 'The request is invalid', [
        { path: ['from'], message: 'is the native coin, which needs no approval' },
      ])
    }
    const tx = buildApproveTx({
      user,
      token: from.address,
      spender: chain.contracts.router,
      amount: BigInt(query.amount ?? MAX_UINT256),
    })
    return c.json({
      tx: { ...tx, value: '0', eip155: { gasPrice: await gasPriceOf(chain) } },
    } satisfies BuildApproveResponse)
  })

  app.post('/v1/convert/build-transaction', async (c) => {
    const body = parseRequest(buildTransactionRequestSchema, await readJsonBody(c, BUILD_BODY_BYTES))
    const { chain, user, from, to } = await swapSides(body)
    const amount = BigInt(body.amount)
    const [quote, latest, gasPrice] = await Promise.all([
      freshQuote(chain, from, to, amount),
      reading(chain, 'the latest block', () => chain.client.getBlock({ blockTag: 'latest' })),
      gasPriceOf(chain),
    ])
    const tx = buildSwapTx({
      chain,
      user,
      from: from.address,
      to: to.address,
      amount,
      quote,
      slippage: body.eip155.slippage,
      latestBlockTime: latest.timestamp,
    })
    const gas = body.disableEstimate
      ? undefined
      : await estimateSwapGas(chain, tx, pairsOf(quote.path).length, (error) =>
          upstreamUnavailable(chain.network, 'a gas estimate', error),
        )
    return c.json({
      tx: { ...tx, eip155: { ...(gas === undefined ? {} : { gas }), gasPrice } },
    } satisfies BuildTransactionResponse)
  })

  return app
}
