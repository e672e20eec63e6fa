import type { ApiClient, Query, ResponseGuard } from '../api/apiClient.ts'
import {
  isAllowanceResponse,
  isFungiblePriceResponse,
  isGasPriceResponse,
  isSwapQuotesResponse,
  isSwapTokensResponse,
  isSwapTransactionResponse,
  type WireSwapTransaction,
} from '../api/swapGuards.ts'
import type { SwapListedToken } from '../controllers/swapController.ts'
import { ERROR_MESSAGES, FoyerError, HttpStatusError } from '../errors/errors.ts'
import { SWAP_SLIPPAGE_PERCENT } from '../rules/swapMath.ts'

// Issue 14: the swap API's calls (SPEC §7 /v1/convert/*), each answer checked. The API's 400 'Network not supported
// for Swaps' becomes that catalogue error; no answer is ever made up (SPEC §7's mocked quote is dropped).

/** A failed call as the catalogue says it: the swaps text for an unsupported network, else the API's own failure. */
function asSwapError(error: unknown): FoyerError {
  if (error instanceof HttpStatusError && error.detail === ERROR_MESSAGES.SWAPS_NETWORK_NOT_SUPPORTED) {
    return new FoyerError('SWAPS_NETWORK_NOT_SUPPORTED', undefined, { cause: error })
  }
  return error instanceof FoyerError ? error : new FoyerError('DEFAULT', undefined, { cause: error })
}

async function call<T>(
  api: ApiClient,
  method: 'GET' | 'POST',
  path: string,
  guard: ResponseGuard<T>,
  options: { query?: Query; body?: unknown },
): Promise<T> {
  try {
    return await api.send(method, path, guard, options)
  } catch (error) {
    throw asSwapError(error)
  }
}

export async function fetchSwapTokens(api: ApiClient, chainId: string): Promise<SwapListedToken[]> {
  const { tokens } = await call(api, 'GET', '/v1/convert/tokens', isSwapTokensResponse, { query: { chainId } })
  return tokens.map(({ name, symbol, address, decimals, logoUri }) => ({
    name,
    symbol,
    address,
    decimals,
    ...(logoUri ? { logoUri: api.imageUrl(logoUri) } : {}),
  }))
}

/** The network's standard gas price in wei, which the quote weighs routes with. */
export async function fetchGasPrice(api: ApiClient, chainId: string): Promise<string> {
  return (await call(api, 'GET', '/v1/convert/gas-price', isGasPriceResponse, { query: { chainId } })).standard
}

export interface QuoteRequest {
  amount: bigint
  /** CAIP-10 of the visitor's account. */
  userAddress: string
  from: string
  to: string
  gasPrice: string
}

/** The API's quotes, best first by what they buy; none is 'No route for this swap'. */
export async function fetchBestQuote(api: ApiClient, request: QuoteRequest) {
  const { quotes } = await call(api, 'GET', '/v1/convert/quotes', isSwapQuotesResponse, {
    query: { ...request, amount: request.amount.toString() },
  })
  const best = [...quotes].sort((a, b) => (BigInt(b.toAmount) > BigInt(a.toAmount) ? 1 : -1))[0]
  if (!best) throw new FoyerError('SWAP_NO_QUOTE')
  return {
    fromAmount: BigInt(best.fromAmount),
    toAmount: BigInt(best.toAmount),
    priceImpact: best.priceImpact,
    fee: BigInt(best.fee),
  }
}

export async function fetchAllowance(api: ApiClient, tokenAddress: string, userAddress: string): Promise<bigint> {
  const answer = await call(api, 'GET', '/v1/convert/allowance', isAllowanceResponse, {
    query: { tokenAddress, userAddress },
  })
  return BigInt(answer.allowance)
}

export interface BuildRequest {
  userAddress: string
  from: string
  to: string
  amount: bigint
}

export async function buildApprove(api: ApiClient, request: BuildRequest): Promise<WireSwapTransaction> {
  const query = { ...request, amount: request.amount.toString() }
  return (await call(api, 'GET', '/v1/convert/build-approve', isSwapTransactionResponse, { query })).tx
}

/** The swap's transaction at the SPEC §9 slippage tolerance of 1 %. */
export async function buildSwap(
  api: ApiClient,
  projectId: string | undefined,
  request: BuildRequest,
): Promise<WireSwapTransaction> {
  const body = {
    projectId,
    ...request,
    amount: request.amount.toString(),
    eip155: { slippage: SWAP_SLIPPAGE_PERCENT },
    disableEstimate: false,
  }
  return (await call(api, 'POST', '/v1/convert/build-transaction', isSwapTransactionResponse, { body })).tx
}

/**
 * USD prices of the listed tokens by address (lower case), through /v1/fungible/price. The answer names tokens by
 * symbol, in the order asked, leaving out those it cannot price; a failure leaves every token unpriced.
 */
export async function fetchSwapPrices(
  api: ApiClient,
  tokens: readonly SwapListedToken[],
): Promise<Record<string, number>> {
  if (tokens.length === 0) return {}
  const asked = tokens.slice(0, 100)
  const { fungibles } = await call(api, 'POST', '/v1/fungible/price', isFungiblePriceResponse, {
    body: { currency: 'usd', addresses: asked.map((token) => token.address) },
  })
  const prices: Record<string, number> = {}
  for (const token of asked) {
    const priced = fungibles.find((entry) => entry.symbol === token.symbol)
    if (priced) prices[token.address.toLowerCase()] = priced.price
  }
  return prices
}
