import { loadOnce } from '../chunks/loadOnce.ts'
import type { FoyerClient } from '../client/types.ts'
import { FoyerError } from '../errors/errors.ts'
import type { EarlyEvent } from './analytics.ts'
import type { ApiFlowContext } from './apiContext.ts'
import type { ApiFlows } from './followActiveAccount.ts'

export type { ApiFlows }

type PageApiFlows = typeof import('./pageApiFlows.ts')

export type ApiActions = Pick<
  FoyerClient,
  | 'dismissAlert'
  | 'loadRecommendedWallets'
  | 'loadMoreWallets'
  | 'searchWallets'
  | 'selectRegistryWallet'
  | 'clearRegistrySelection'
  | 'refreshTokenBalances'
  | 'loadActivity'
  | 'loadMoreActivity'
>

/**
 * The client's API-backed actions. Their flows load on demand, in two chunks — the page's (start-up calls, the
 * wallet registry), loaded at once with an apiUrl configured, and the connected account's, loaded the first time an
 * account is connected or a flow asks — so the page's first chunk carries only these few lines.
 */
export function createApiActions(context: ApiFlowContext): {
  actions: ApiActions
  /** The account's API flows' chunk, for other flows (send, pending transactions); undefined without an apiUrl. */
  flows(): Promise<ApiFlows | undefined>
  stop(): void
} {
  // A failed chunk load is tried again by the next action.
  const load = loadOnce(() =>
    import('./pageApiFlows.ts').then((module: PageApiFlows) => {
      context.api ??= module.apiClientFromOptions(context.options, context.logger)
      return module
    }),
  )
  // The account's flows call the API: the page's chunk, which makes its client, comes first.
  const loadAccount = loadOnce(() => load().then(() => import('./apiFlows.ts')))
  let stopFeatures: (() => void) | undefined
  let stopped = false
  if (context.options.apiUrl) {
    // A connection made before the chunk arrives still reaches analytics.
    const early: EarlyEvent[] = []
    const recording = [
      context.events.on('CONNECT_SUCCESS', (payload) => early.push(['CONNECT_SUCCESS', payload])),
      context.events.on('CONNECT_ERROR', (payload) => early.push(['CONNECT_ERROR', payload])),
    ]
    load()
      .then((module) => {
        for (const stop of recording) stop()
        return module.startApiFeatures(context, loadAccount, early)
      })
      .then((stop) => {
        if (stopped) stop()
        else stopFeatures = stop
      })
      .catch((error: unknown) => console.warn('[foyer] the API features did not start', error))
  }

  // Without an API there is nothing to fetch: the registry actions do nothing rather than load the chunk.
  const withApi = (run: (module: PageApiFlows) => Promise<void>): Promise<void> =>
    context.options.apiUrl ? load().then(run) : Promise.resolve()
  const withAccountApi = (run: (module: ApiFlows) => Promise<void>): Promise<void> =>
    context.options.apiUrl ? loadAccount().then(run) : Promise.resolve()

  const actions: ApiActions = {
    dismissAlert: (code) => context.alerts.dismiss(code),
    loadRecommendedWallets: () => withApi((module) => module.loadRecommendedWallets(context)),
    loadMoreWallets: () => withApi((module) => module.loadMoreWallets(context)),
    searchWallets: (query) => withApi((module) => module.searchWallets(context, query)),
    selectRegistryWallet: async (walletId) => {
      // On a phone the wallet's app opens here, inside the tap, before anything is awaited (mobile/phoneLaunch.ts).
      context.phone?.launchRegistryWallet(walletId)
      const module = await load()
      const wallet = context.registry.find(walletId) ?? module.findCustomWallet(context.options, walletId)
      if (!wallet) throw new FoyerError('NO_CONNECTOR_FOR_CONNECTION')
      return module.onRegistryWalletSelected(context, wallet)
    },
    clearRegistrySelection: () => context.registry.update({ selected: undefined }),
    refreshTokenBalances: () => withAccountApi((module) => module.refreshTokenBalances(context)),
    loadActivity: () => withAccountApi((module) => module.loadActivity(context)),
    loadMoreActivity: () => withAccountApi((module) => module.loadActivity(context, true)),
  }
  return {
    actions,
    flows: () => (context.options.apiUrl ? loadAccount() : Promise.resolve(undefined)),
    stop() {
      stopped = true
      stopFeatures?.()
    },
  }
}
