import type { ResolvedOptions } from '../client/types.ts'

/** The API's longest id list (`include`, `exclude`, `chains`: 100 items, @foyer/protocol). */
export const REGISTRY_LIST_MAX = 100

export interface RegistryFilters {
  include?: string
  exclude?: string
  chains?: string
}

// Past the API's limit the first ids win (the dapp's own come first), then sorted.
const joined = (ids: readonly string[]) => {
  const unique = [...new Set(ids)].slice(0, REGISTRY_LIST_MAX).sort()
  return unique.length > 0 ? unique.join(',') : undefined
}

/**
 * What every /getWallets call of the modal carries (SPEC §9): the dapp's `includeWalletIds` and
 * `excludeWalletIds` (with the ids a list leaves out itself, `alsoExclude`), and the CAIP-2 ids of the dapp's
 * networks, so the server filters and a wallet of another chain is never offered. Sorted, so equal questions
 * share the API's cache.
 */
export function registryFilters(options: ResolvedOptions, alsoExclude: readonly string[] = []): RegistryFilters {
  const filters: RegistryFilters = {}
  const include = joined(options.includeWalletIds)
  const exclude = joined([...options.excludeWalletIds, ...alsoExclude])
  const chains = joined(options.networks.map((network) => network.caipNetworkId))
  if (include) filters.include = include
  if (exclude) filters.exclude = exclude
  if (chains) filters.chains = chains
  return filters
}
