import {
  type BalanceResponse,
  CHAIN_DATA_TTL_MS,
  type FungiblePriceResponse,
  fungiblePriceRequestSchema,
  GAS_PRICE_UNSUPPORTED_MESSAGE,
  HISTORY_PAGE_SIZE,
  type HistoryResponse,
  type IdentityResponse,
  identityQuerySchema,
  type SupportedChainsResponse,
  type TokenBalance,
} from '@foyer/protocol'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { createLocalMemo } from '../cache/localMemo.ts'
import { identities } from '../db/schema/index.ts'
import type { ApiDeps, SolanaChainConfig } from '../deps.ts'
import { ApiError } from '../http/apiError.ts'
import { leaseOf, serverBusy } from '../http/inFlightBytes.ts'
import { memoizedParser, parseRequest, queryOf, rawQueryOf, readJsonBody } from '../http/validation.ts'
import { swapRoutes } from '../swaps/swapRoutes.ts'
import { type AnyAccount, accountPathSchema, anyAccountPathSchema } from './accountAddress.ts'
import { cachedGasPrice } from './cachedGasPrice.ts'
import { cachedPriceSource } from './cachedPriceSource.ts'
import { type TokenLists, tokenListOf } from './chainDataConfig.ts'
import { chainDirectory, type ServedChain } from './chainDirectory.ts'
import { ChainReadError } from './chainReadError.ts'
import { fungiblePrices } from './fungiblePrices.ts'
import { decodeHistoryCursor } from './historyCursor.ts'
import { type BalanceRead, nativeBalanceReads } from './nativeBalanceReads.ts'
import { evmChainsOf, networkIdOf, solanaChainsOf } from './networkConfig.ts'
import {
  canonicalBalanceQuerySchema,
  canonicalGasPriceQuerySchema,
  canonicalHistoryQuerySchema,
} from './networkQuery.ts'
import { configuredPriceSource, type PriceSource } from './priceSource.ts'
import { profileRoutes } from './profileRoutes.ts'
import { readBalances } from './readBalances.ts'
import { readHistory } from './readHistory.ts'
import { SolanaReadError } from './readSolanaBalances.ts'
import { solanaBalanceReader } from './solanaBalanceReader.ts'
import type { SolanaTokenLists } from './solanaTokenLists.ts'
import { balanceAssets, toTokenBalances } from './tokenBalances.ts'
import { tokenListFileFromEnv } from './tokenListFile.ts'

export interface ChainRoutesOptions {
  /** EVM token lists. Default: FOYER_TOKEN_LIST, else the devnet's list. */
  tokenLists?: TokenLists
  /** Solana token lists by CAIP-2 network. Default: FOYER_TOKEN_LIST, else the Solana devnet's list. */
  solanaTokenLists?: SolanaTokenLists
  /** Default: the token lists' configured prices. */
  prices?: PriceSource
}

const PRICE_BODY_BYTES = 64 * 1024
/**
 * Cached EVM balances are also kept 2 s in the process: a repeated balance call (every page view) then costs
 * no shared-cache round trip and no JSON decoding. SPEC §9's 30 s becomes at most 32 s on another instance.
 */
const LOCAL_BALANCE_TTL_MS = 2_000
/** Balances (a few hundred bytes to a few KB each) one process keeps in that memo. */
export const BALANCE_MEMO_ENTRIES = 2_000

/**
 * SPEC §7 chain data calls. The platform checks the project, CORS and limits before these run. A network the
 * API does not serve gets the empty default (no balances, no transactions) — except gas price, which SPEC §8
 * refuses with 'Network not supported for Gas Price'.
 */
export function chainRoutes(deps: ApiDeps, options: ChainRoutesOptions = {}): Hono {
  const file = options.tokenLists && options.solanaTokenLists ? undefined : tokenListFileFromEnv()
  const lists = options.tokenLists ?? file?.evm ?? {}
  const solanaLists = options.solanaTokenLists ?? file?.solana ?? {}
  const prices = cachedPriceSource(options.prices ?? configuredPriceSource(lists, solanaLists), deps.cache)
  const served = chainDirectory(evmChainsOf(deps.config.chains))
  const servedSolana = new Map(solanaChainsOf(deps.config.chains).map((chain) => [chain.caipNetworkId, chain]))
  const app = new Hono()

  const upstreamUnavailable = (network: string, what: string, error: unknown): ApiError => {
    deps.log.warn(`${what} read failed`, { network, error: error instanceof Error ? error.message : String(error) })
    return new ApiError(503, 'UPSTREAM_UNAVAILABLE', `Could not read ${what} on ${network}`, undefined, {
      'Retry-After': '5',
    })
  }

  const networksOf = (chainId: string | undefined): ServedChain[] => {
    if (chainId === undefined) return [...served.values()]
    const chain = served.get(chainId)
    return chain ? [chain] : []
  }

  const solanaNetworksOf = (chainId: string | undefined): SolanaChainConfig[] => {
    if (chainId === undefined) return [...servedSolana.values()]
    const chain = servedSolana.get(chainId as `solana:${string}`)
    return chain ? [chain] : []
  }

  const supported = deps.config.chains.map(networkIdOf)
  app.get('/v1/supported-chains', (c) => c.json({ http: supported, ws: [] } satisfies SupportedChainsResponse))

  /** `owner` is lower-case (accountAddressSchema), so every spelling of an address shares one cache entry. */
  const recentBalances = createLocalMemo<readonly TokenBalance[]>({
    ttlMs: LOCAL_BALANCE_TTL_MS,
    maxEntries: BALANCE_MEMO_ENTRIES,
    now: deps.now,
  })
  const balancesOn = async (
    chain: ServedChain,
    owner: `0x${string}`,
    forceUpdate: boolean,
  ): Promise<readonly TokenBalance[]> => {
    const key = `chain:balance:${chain.network}:${owner}:usd`
    if (!forceUpdate) {
      const recent = recentBalances.get(key)
      if (recent) return recent
      const cached = await deps.cache.get<TokenBalance[]>(key)
      if (cached) {
        recentBalances.set(key, cached)
        return cached
      }
    }
    const list = tokenListOf(lists, chain.config.chainId)
    const [raw, priced] = await Promise.all([
      readBalances(chain, owner, list.tokens),
      prices.usdPrices(balanceAssets(chain.config.chainId, list)),
    ])
    const balances = toTokenBalances({
      chainId: chain.config.chainId,
      list,
      raw,
      prices: priced,
      publicUrl: deps.config.publicUrl,
    })
    await deps.cache.set(key, balances, CHAIN_DATA_TTL_MS.balance)
    recentBalances.set(key, balances)
    return balances
  }

  const solanaBalancesOn = solanaBalanceReader({
    cache: deps.cache,
    lists: solanaLists,
    prices,
    // The stack sets publicUrl once it knows where clients reach the API.
    publicUrl: () => deps.config.publicUrl,
  })

  const nativeReads = nativeBalanceReads({
    chains: deps.config.chains,
    cache: deps.cache,
    prices,
    publicUrl: () => deps.config.publicUrl,
  })

  /** The reads a balance call makes: an address is read on the networks of its own namespace only. */
  const balanceReads = (
    account: AnyAccount,
    chainId: string | undefined,
    force: boolean,
    charge: ((bytes: number) => boolean) | undefined,
  ): BalanceRead[] => {
    switch (account.namespace) {
      case 'eip155':
        return networksOf(chainId).map((chain) => ({
          network: chain.network,
          read: () => balancesOn(chain, account.address, force),
        }))
      case 'solana':
        return solanaNetworksOf(chainId).map((chain) => ({
          network: chain.caipNetworkId,
          read: () => solanaBalancesOn({ chain, owner: account.address, forceUpdate: force, charge }),
        }))
      case 'bip122':
        return nativeReads.bitcoin(account, chainId, force, charge)
      case 'polkadot':
        return nativeReads.polkadot(account, chainId, force, charge)
    }
  }

  /**
   * One network's answer, serialised once per list: a list from the 2 s memo is the same array on every call
   * until it expires, so a repeated balance call skips JSON.stringify (the route's largest cost when cached).
   */
  const balanceBodies = new WeakMap<readonly TokenBalance[], string>()
  const balanceBody = (balances: readonly TokenBalance[]): string => {
    let body = balanceBodies.get(balances)
    if (body === undefined) {
      body = JSON.stringify({ balances } satisfies Readonly<{
        balances: readonly BalanceResponse['balances'][number][]
      }>)
      balanceBodies.set(balances, body)
    }
    return body
  }

  const parseBalanceQuery = memoizedParser(canonicalBalanceQuerySchema)
  const parseBalanceAccount = memoizedParser(anyAccountPathSchema)
  app.get('/v1/account/:address/balance', async (c) => {
    const address = c.req.param('address')
    const { address: account } = parseBalanceAccount(address, () => ({ address }))
    const query = parseBalanceQuery(rawQueryOf(c), () => queryOf(c))
    const lease = leaseOf(c)
    const charge = lease ? (bytes: number) => lease.charge(bytes) : undefined
    const reads = balanceReads(account, query.chainId, query.forceUpdate ?? false, charge)
    const perChain = await Promise.all(
      reads.map(({ network, read }) =>
        read().catch((error: unknown) => {
          const busy = error instanceof SolanaReadError || error instanceof ChainReadError
          if (busy && error.kind === 'busy') throw serverBusy()
          // One asked-for chain that fails is the caller's failure; across all chains the others still answer.
          const refusal = upstreamUnavailable(network, 'balances', error)
          if (query.chainId !== undefined) throw refusal
          return []
        }),
      ),
    )
    if (perChain.length !== 1) return c.json({ balances: perChain.flat() } satisfies BalanceResponse)
    return c.body(balanceBody(perChain[0]!), 200, { 'content-type': 'application/json' })
  })

  app.get('/v1/account/:address/history', async (c) => {
    const { address: account } = parseRequest(anyAccountPathSchema, { address: c.req.param('address') })
    const query = parseRequest(canonicalHistoryQuerySchema, queryOf(c))
    const after = query.cursor ? decodeHistoryCursor(query.cursor) : undefined
    if (query.cursor && !after) {
      throw new ApiError(400, 'INVALID_REQUEST', 'The request is invalid', [
        { path: ['cursor'], message: 'is not a cursor this API issued' },
      ])
    }
    // SPEC §9: activity is EVM-only; another namespace's account has the empty default, on any network.
    if (account.namespace !== 'eip155') return c.json({ data: [] } satisfies HistoryResponse)
    const owner = account.address
    const chainIds = networksOf(query.chainId).map((chain) => chain.config.chainId)
    // SPEC §9: a history page is kept 15 s; the indexer's new transactions show once it has passed.
    const key = `chain:history:${owner}:${chainIds.join(',')}:${query.cursor ?? ''}`
    const cached = await deps.cache.get<Awaited<ReturnType<typeof readHistory>>>(key)
    if (cached) return c.json(cached)
    const page = await readHistory(
      { db: deps.db, lists, prices, publicUrl: deps.config.publicUrl },
      { owner, chainIds, after, pageSize: HISTORY_PAGE_SIZE },
    )
    await deps.cache.set(key, page, CHAIN_DATA_TTL_MS.history)
    return c.json(page)
  })

  app.post('/v1/fungible/price', async (c) => {
    const request = parseRequest(fungiblePriceRequestSchema, await readJsonBody(c, PRICE_BODY_BYTES))
    const fungibles = await fungiblePrices(
      { lists, solanaLists, prices, publicUrl: deps.config.publicUrl },
      request.addresses,
    )
    return c.json({ fungibles } satisfies FungiblePriceResponse)
  })

  app.get('/v1/identity/:address', async (c) => {
    const { address } = parseRequest(accountPathSchema, { address: c.req.param('address') })
    parseRequest(identityQuerySchema, queryOf(c))
    const key = `chain:identity:${address}`
    const cached = await deps.cache.get<IdentityResponse>(key)
    if (cached) return c.json(cached)
    const [row] = await deps.db
      .select({ name: identities.name, avatar: identities.avatar })
      .from(identities)
      .where(eq(identities.address, address))
    const identity: IdentityResponse = { name: row?.name ?? null, avatar: row?.avatar ?? null }
    await deps.cache.set(key, identity, CHAIN_DATA_TTL_MS.identity)
    return c.json(identity)
  })

  app.get('/v1/convert/gas-price', async (c) => {
    const query = parseRequest(canonicalGasPriceQuerySchema, queryOf(c))
    const chain = served.get(query.chainId)
    if (!chain) throw new ApiError(400, 'UNSUPPORTED_CHAIN', GAS_PRICE_UNSUPPORTED_MESSAGE)
    const tiers = await cachedGasPrice(deps.cache, chain).catch((error: unknown) => {
      throw upstreamUnavailable(chain.network, 'the gas price', error)
    })
    return c.json(tiers)
  })

  app.route('/', profileRoutes(deps))
  app.route('/', swapRoutes(deps, { lists }))

  return app
}
