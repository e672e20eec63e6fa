import type { ResolvedOptions } from '../client/types.ts'
import type { RegistryState } from '../controllers/registryController.ts'
import type { ApiFlowContext } from './apiContext.ts'
import { fetchWallets, prefetchImages, registryFailed } from './registryFetch.ts'
import { REGISTRY_LIST_MAX, registryFilters } from './registryFilters.ts'

/** SPEC §9: Connect shows 4 featured wallets by default; All Wallets lists them all first. */
export const FEATURED_SHOWN = 4

/**
 * The featured ids the registry may answer with, in the dapp's order: without the ones `includeWalletIds` leaves
 * out (the server applies `exclude` itself).
 */
export function featuredIds(options: ResolvedOptions): string[] {
  const included = options.includeWalletIds
  const ids = [...new Set(options.featuredWalletIds)].filter((id) => included.length === 0 || included.includes(id))
  return ids.slice(0, REGISTRY_LIST_MAX)
}

/**
 * The dapp's featured wallets (`featuredWalletIds`), fetched by id — `include` the featured ids — and kept in the
 * dapp's order, since the registry answers in its own rank order. Loaded once; retried after a failure. Resolves to
 * what the registry becomes (the caller applies it, with the other answers Connect waits for); nothing when there is
 * nothing to load.
 */
export async function fetchFeaturedWallets(context: ApiFlowContext): Promise<Partial<RegistryState>> {
  const { api, registry, options } = context
  const ids = featuredIds(options)
  const { featuredStatus } = registry.store.getState()
  if (!api || ids.length === 0 || featuredStatus === 'loading' || featuredStatus === 'loaded') return {}
  registry.update({ featuredStatus: 'loading' })
  try {
    const include = [...ids].sort().join(',')
    const { wallets } = await fetchWallets(api, { page: 1, entries: ids.length, ...registryFilters(options), include })
    const byId = new Map(wallets.map((wallet) => [wallet.id, wallet]))
    const featured = ids.flatMap((id) => byId.get(id) ?? [])
    prefetchImages(featured)
    return { featured, featuredStatus: 'loaded' }
  } catch (error) {
    registryFailed(context, error)
    return { featuredStatus: 'error' }
  }
}
