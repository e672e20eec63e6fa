import type { RegistryState } from '../controllers/registryController.ts'
import type { ApiFlowContext } from './apiContext.ts'
import { fetchWallets } from './registryFetch.ts'
import { registryFilters } from './registryFilters.ts'

/** SPEC §9: the rank prefetch asks for the first 20 certified wallets. */
export const RANK_PREFETCH_ENTRIES = 20

/**
 * SPEC §9 rank prefetch: the registry's first 20 certified wallets, in rank order, fetched as Connect opens so
 * the installed wallets can be listed by the registry's rank (`rankedWallets`). Only an ordering hint: a failure
 * leaves the discovery order and is asked again next time, without an alert (the recommended list raises that).
 * Resolves to what the registry becomes, for the caller to apply; nothing when there is nothing to load.
 */
export async function fetchWalletRanks(context: ApiFlowContext): Promise<Partial<RegistryState>> {
  const { api, registry, options } = context
  const { rankedStatus } = registry.store.getState()
  if (!api || rankedStatus === 'loading' || rankedStatus === 'loaded') return {}
  registry.update({ rankedStatus: 'loading' })
  try {
    const query = { page: 1, entries: RANK_PREFETCH_ENTRIES, badge: 'certified', ...registryFilters(options) }
    const { wallets } = await fetchWallets(api, query)
    return { ranked: wallets, rankedStatus: 'loaded' }
  } catch (error) {
    console.warn('[foyer] could not prefetch the wallet ranks', error)
    return { rankedStatus: 'error' }
  }
}
