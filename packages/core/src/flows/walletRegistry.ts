import type { ApiClient } from '../api/apiClient.ts'
import { isWalletsResponse } from '../api/responseGuards.ts'
import type { RegistryState } from '../controllers/registryController.ts'
import type { ApiFlowContext } from './apiContext.ts'
import { featuredIds, fetchFeaturedWallets } from './featuredWallets.ts'
import { fetchWallets, prefetchImages, registryFailed } from './registryFetch.ts'
import { registryFilters } from './registryFilters.ts'
import { fetchWalletRanks } from './walletRanks.ts'

// SPEC §9 wallet constants.
export const RECOMMENDED_ENTRIES = 4
export const WALLETS_PAGE_ENTRIES = 40
export const SEARCH_ENTRIES = 100
/** The longest search the API accepts (`WALLETS_MAX_SEARCH_LENGTH` of @foyer/protocol); longer ones are cut. */
export const SEARCH_MAX_LENGTH = 100

/**
 * The registry ids the recommended page leaves out: the featured wallets (listed in their own slot), the recent
 * wallets, and the ones the page offers already — installed, or reached through a connector of its own (Coinbase's
 * SDK) — which are known by rdns, so the registry is asked for their ids first (SPEC §7 `rdns`).
 */
async function recommendedExclusions(context: ApiFlowContext, api: ApiClient): Promise<string[]> {
  const { connectors, recentWalletIds } = context.connectors.store.getState()
  const installedRdns = [...new Set(connectors.flatMap((connector) => connector.info?.rdns ?? []))]
    .sort()
    .slice(0, SEARCH_ENTRIES)
    .join(',')
  const lookups = installedIdLookups.get(context) ?? new Map<string, Promise<string[]>>()
  installedIdLookups.set(context, lookups)
  let installed = lookups.get(installedRdns)
  if (!installed) {
    const rdns = installedRdns.split(',').filter(Boolean)
    installed =
      rdns.length === 0
        ? Promise.resolve([])
        : api
            .get('/getWallets', isWalletsResponse, { page: 1, entries: rdns.length, rdns: installedRdns })
            .then(({ data }) => data.map((wallet) => wallet.id))
    lookups.set(installedRdns, installed)
    // A failed lookup is asked again next time.
    installed.catch(() => lookups.delete(installedRdns))
  }
  return [...new Set([...featuredIds(context.options), ...recentWalletIds, ...(await installed)])].sort()
}

/** The registry ids of the installed wallets, per set of rdns: the browser's wallets rarely change in a visit. */
const installedIdLookups = new WeakMap<ApiFlowContext, Map<string, Promise<string[]>>>()

const sameList = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((entry, index) => entry === b[index])

/** The load under way per client, so a second caller waits for the answers the first is already waiting for. */
const recommendedLoads = new WeakMap<ApiFlowContext, Promise<void>>()

/**
 * How long a load that failed stands as the registry's answer. The Connect button asks on the visitor's intent and
 * the list asks again as it shows, a moment later: one visitor action, and asking an API that just failed a
 * second time for it doubles the load on it when it is least able to take it (a 500 or 429 answers the same a
 * moment later, an unreachable host too). Connect shown again later asks again.
 */
export const FAILED_LOAD_STANDS_MS = 1000

/** When each client's last load failed, while it stands. */
const failedLoads = new WeakMap<ApiFlowContext, number>()

/**
 * What Connect shows from the registry: the featured wallets, the rank prefetch and the recommended page. The two
 * lists arrive in one update, with the ranks if they are in by then, so Connect redraws and moves its rows once
 * rather than once per answer (each redraw is also heap and time on the first open, issue 19). Ranks that come
 * later, being only an ordering hint, do not hold the lists back: they are applied when they arrive. Resolves once
 * all three are settled; a call while a load is under way (the Connect button asked on the visitor's intent, then
 * the list on showing) gets that load, so both settle when its answers are in, and a call just after a load failed
 * gets that failure (FAILED_LOAD_STANDS_MS).
 */
export function loadRecommendedWallets(context: ApiFlowContext): Promise<void> {
  let load = recommendedLoads.get(context)
  if (load) return load
  const failedAt = failedLoads.get(context)
  if (failedAt !== undefined && Date.now() - failedAt < FAILED_LOAD_STANDS_MS) return Promise.resolve()
  load = loadRecommended(context)
    .then(() => {
      if (loadFailed(context.registry.store.getState())) failedLoads.set(context, Date.now())
      else failedLoads.delete(context)
    })
    .finally(() => recommendedLoads.delete(context))
  recommendedLoads.set(context, load)
  return load
}

const loadFailed = (state: RegistryState) =>
  state.featuredStatus === 'error' || state.recommendedStatus === 'error' || state.rankedStatus === 'error'

async function loadRecommended(context: ApiFlowContext): Promise<void> {
  let listsApplied = false
  let ranksInTime: Partial<RegistryState> = {}
  const ranks = fetchWalletRanks(context).then((patch) => {
    if (listsApplied) applyPatch(context, patch)
    else ranksInTime = patch
  })
  const lists = await Promise.all([fetchFeaturedWallets(context), fetchRecommendedPage(context)])
  listsApplied = true
  applyPatch(context, Object.assign({}, ...lists, ranksInTime))
  await ranks
}

function applyPatch(context: ApiFlowContext, patch: Partial<RegistryState>): void {
  if (Object.keys(patch).length > 0) context.registry.update(patch)
}

/**
 * SPEC §9: the recommended wallets are page 1 with 4 entries — 4 the visitor can use, because the registry
 * leaves out the featured, recent and installed ones itself (`exclude`), which the view lists elsewhere. Loaded
 * again when what is left out changes; retried after a failure. Resolves to what the registry becomes, for the
 * caller to apply.
 */
async function fetchRecommendedPage(context: ApiFlowContext): Promise<Partial<RegistryState>> {
  const { api, registry } = context
  if (!api || registry.store.getState().recommendedStatus === 'loading') return {}
  const previous = registry.store.getState()
  registry.update({ recommendedStatus: 'loading' })
  try {
    const excluded = await recommendedExclusions(context, api)
    if (previous.recommendedStatus === 'loaded' && sameList(previous.recommendedExcluded, excluded)) {
      return { recommendedStatus: 'loaded' }
    }
    const query = { page: 1, entries: RECOMMENDED_ENTRIES, ...registryFilters(context.options, excluded) }
    const { wallets } = await fetchWallets(api, query)
    prefetchImages(wallets)
    return { recommended: wallets, recommendedStatus: 'loaded', recommendedExcluded: excluded }
  } catch (error) {
    registryFailed(context, error)
    return { recommendedStatus: 'error' }
  }
}

/** Loads the next page of 40 (SPEC §9), unless one is on its way or the registry has no more. */
export async function loadMoreWallets(context: ApiFlowContext): Promise<void> {
  const { api, registry } = context
  const state = registry.store.getState()
  if (!api || state.status === 'loading') return
  const hasMore = state.page === 0 || state.page * WALLETS_PAGE_ENTRIES < state.count
  if (!hasMore) return
  const page = state.page + 1
  registry.update({ status: 'loading' })
  try {
    const query = { page, entries: WALLETS_PAGE_ENTRIES, ...registryFilters(context.options) }
    const { wallets, count } = await fetchWallets(api, query)
    const known = new Set(registry.store.getState().wallets.map((wallet) => wallet.id))
    registry.update({
      wallets: [...registry.store.getState().wallets, ...wallets.filter((wallet) => !known.has(wallet.id))],
      page,
      count,
      status: 'loaded',
    })
    prefetchImages(wallets)
  } catch (error) {
    registry.update({ status: 'error' })
    registryFailed(context, error)
  }
}

/**
 * Searches the registry (SPEC §9: 100 entries; the view waits 300 ms after the last keystroke). Only the
 * latest search's answer is kept, whatever order the answers arrive in.
 */
export async function searchWallets(context: ApiFlowContext, query: string): Promise<void> {
  const { api, registry } = context
  // The API refuses a longer search; what was typed past its limit narrows nothing worth an error.
  const search = query.trim().slice(0, SEARCH_MAX_LENGTH).trim()
  if (!api || !search) return registry.setSearch({ query: search, wallets: [], status: 'idle' })
  registry.setSearch({ query: search, wallets: registry.store.getState().search.wallets, status: 'loading' })
  const isLatest = () => registry.store.getState().search.query === search
  try {
    const filters = registryFilters(context.options)
    const { wallets } = await fetchWallets(api, { page: 1, entries: SEARCH_ENTRIES, search, ...filters })
    if (!isLatest()) return
    registry.setSearch({ query: search, wallets, status: 'loaded' })
    prefetchImages(wallets)
  } catch (error) {
    if (!isLatest()) return
    registry.setSearch({ query: search, wallets: [], status: 'error' })
    registryFailed(context, error)
  }
}
