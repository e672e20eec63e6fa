import { createStore } from 'zustand/vanilla'

/** A wallet of the registry (SPEC §3 wallet listing), as the views use it. */
export interface RegistryWallet {
  id: string
  name: string
  /** `{apiUrl}/getWalletImage/{image_id}` with the SPEC §7 query parameters. */
  imageUrl?: string
  rdns?: string
  homepage?: string
  mobileLink?: string
  desktopLink?: string
  webappLink?: string
  /** Issue 23: opens the app on a phone (https), preferred over `mobileLink`; `/wc?uri=…` is appended. */
  universalLink?: string
  /** Issue 23: the app's App Store page, offered on iOS when the app does not open. */
  appStoreLink?: string
  /** Issue 23: the app's Google Play page, offered on Android when the app does not open. */
  playStoreLink?: string
  chains: readonly string[]
}

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error'

export interface RegistryState {
  /** SPEC §9: page 1 with 4 entries, shown on Connect. */
  recommended: readonly RegistryWallet[]
  recommendedStatus: LoadStatus
  /** The dapp's featured wallets (`featuredWalletIds`), in its order. */
  featured: readonly RegistryWallet[]
  featuredStatus: LoadStatus
  /** SPEC §9 rank prefetch: the registry's first 20 certified wallets, by rank; installed wallets sort by it. */
  ranked: readonly RegistryWallet[]
  rankedStatus: LoadStatus
  /** The registry ids the recommended page left out (recent and installed wallets), as it was asked for. */
  recommendedExcluded?: readonly string[]
  /** The pages loaded so far, 40 wallets each, in registry order. */
  wallets: readonly RegistryWallet[]
  /** The last page loaded (0 before the first). */
  page: number
  /** How many wallets the registry holds in total, as it last said. */
  count: number
  status: LoadStatus
  search: { query: string; wallets: readonly RegistryWallet[]; status: LoadStatus }
  /** A registry wallet the visitor picked that is not installed: the view offers its homepage. */
  selected?: RegistryWallet
}

export const INITIAL_REGISTRY_STATE: RegistryState = {
  recommended: [],
  recommendedStatus: 'idle',
  featured: [],
  featuredStatus: 'idle',
  ranked: [],
  rankedStatus: 'idle',
  wallets: [],
  page: 0,
  count: 0,
  status: 'idle',
  search: { query: '', wallets: [], status: 'idle' },
}

/** The wallet registry slice: what /getWallets returned, page by page, and the current search. */
export function createRegistryController() {
  const store = createStore<RegistryState>(() => INITIAL_REGISTRY_STATE)
  return {
    store,
    update(patch: Partial<RegistryState>): void {
      store.setState(patch)
    },
    setSearch(search: RegistryState['search']): void {
      store.setState({ search })
    },
    /** A wallet by id, wherever it was listed. */
    find(id: string): RegistryWallet | undefined {
      const { recommended, featured, wallets, search } = store.getState()
      return [...search.wallets, ...featured, ...wallets, ...recommended].find((wallet) => wallet.id === id)
    },
  }
}

export type RegistryController = ReturnType<typeof createRegistryController>
