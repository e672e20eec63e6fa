import { activeAccountKey, walletDiscoversAssets } from './activeAccount.ts'
import type { ApiFlowContext } from './apiContext.ts'

/** The connected account's API flows (balances, identity, activity, names): their own chunk, apiFlows.ts. */
export type ApiFlows = typeof import('./apiFlows.ts')

/**
 * Keeps balances and identity following the connected account and network; returns the unsubscriber. The flows
 * that load them are the account's API chunk, asked for the first time an account is connected: a page whose
 * visitor never connects does not load them (issue 19).
 */
export function watchActiveAccount(context: ApiFlowContext, accountFlows: () => Promise<ApiFlows>): () => void {
  let current: string | undefined
  const follow = () => {
    const active = activeAccountKey(context)
    // Capabilities arrive after the connection: a wallet that turns out to discover assets lists them (EIP-7811).
    const key = active && `${active.key}${walletDiscoversAssets(context, active.network) ? ':wallet' : ''}`
    if (key === current) return
    current = key
    if (!key) return context.tokens.reset()
    accountFlows().then(
      (flows) => {
        // The account may have changed while the chunk arrived: the refresh reads the one active then.
        if (key !== current) return
        void flows.refreshTokenBalances(context)
        void flows.refreshIdentity(context)
      },
      (error: unknown) => console.warn('[foyer] could not load the account flows', error),
    )
  }
  const stops = [context.accounts.store.subscribe(follow), context.chains.store.subscribe(follow)]
  follow()
  return () => {
    for (const stop of stops) stop()
  }
}
