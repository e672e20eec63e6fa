import { swapsOf } from '../adapter/canSwap.ts'
import { loadOnce } from '../chunks/loadOnce.ts'
import type { FoyerClient, SwapActions } from '../client/types.ts'
import type { ApiFlows } from './apiActions.ts'
import type { ApiFlowContext } from './apiContext.ts'

/**
 * The door to the swap actions (issue 14): all they do loads on demand with the Swap view's first call
 * (swapActionsImpl.ts and the flows, one chunk), so a dapp that never opens Swap carries only these lines.
 */
export function createSwapActions(
  context: ApiFlowContext,
  apiFlows: () => Promise<ApiFlows | undefined>,
): Pick<FoyerClient, 'swap' | 'canSwap'> {
  // A failed chunk load is tried again by the next action.
  const actions = loadOnce(
    (): Promise<SwapActions> =>
      import('./swapActionsImpl.ts').then((module) => module.swapActions({ context, apiFlows })),
  )
  const fire = (run: (all: SwapActions) => unknown) =>
    void actions()
      .then(run)
      .catch((error: unknown) => console.warn('[foyer] swap action failed', error))
  // On a phone the WalletConnect wallet's app comes forward within the tap that approves or swaps.
  const openWalletApp = () => context.phone?.openForRequest(context.chains.store.getState().activeNamespace)
  return {
    swap: {
      loadTokens: () => actions().then((all) => all.loadTokens()),
      setFrom: (address) => fire((all) => all.setFrom(address)),
      setTo: (address) => fire((all) => all.setTo(address)),
      flip: () => fire((all) => all.flip()),
      setAmount: (amount) => {
        // The field shows what was typed at once; the quote waits for the chunk.
        context.swap.update({ amount })
        fire((all) => all.setAmount(amount))
      },
      setMaxAmount: () => fire((all) => all.setMaxAmount()),
      refreshQuote: () => fire((all) => all.refreshQuote()),
      watchQuote: () => {
        let stop: (() => void) | undefined
        let stopped = false
        fire((all) => {
          if (!stopped) stop = all.watchQuote()
        })
        return () => {
          stopped = true
          stop?.()
        }
      },
      review: () => actions().then((all) => all.review()),
      approve: () => {
        openWalletApp()
        return actions().then((all) => all.approve())
      },
      confirm: () => {
        openWalletApp()
        return actions().then((all) => all.confirm())
      },
      backToForm: () => fire((all) => all.backToForm()),
    },
    canSwap: (namespace = context.chains.store.getState().activeNamespace) =>
      context.features.getState().swaps && swapsOf(context.adapters.get(namespace)) !== undefined,
  }
}
