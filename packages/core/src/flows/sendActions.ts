import { loadOnce } from '../chunks/loadOnce.ts'
import type { FoyerClient } from '../client/types.ts'
import type { ApiFlows } from './apiActions.ts'
import type { ApiFlowContext } from './apiContext.ts'
import type { SendDeps } from './sendFlows.ts'
import { bumpSendFormVersion, sendFormVersion } from './sendFormVersion.ts'

type SendFlows = typeof import('./sendFlows.ts')

/**
 * The send actions. Typing only patches the store; the flows that validate, estimate and send load on demand
 * (one chunk), so a page that never sends never loads them.
 */
export function createSendActions(
  context: ApiFlowContext,
  apiFlows: () => Promise<ApiFlows | undefined>,
): Pick<FoyerClient, 'send' | 'sendTransfer'> {
  // A failed chunk load is tried again by the next action.
  const load = loadOnce((): Promise<SendFlows> => import('./sendFlows.ts'))
  const deps: SendDeps = { context, apiFlows }
  const { send } = context
  // On a phone the WalletConnect wallet's app comes forward within the tap that sends (mobile/phoneLaunch.ts).
  const openWalletApp = () => context.phone?.openForRequest(context.chains.store.getState().activeNamespace)
  return {
    send: {
      setToken: (token) => {
        bumpSendFormVersion(context)
        send.update({ token, error: undefined })
      },
      setAmount: (amount) => {
        bumpSendFormVersion(context)
        send.update({ sendTokenAmount: amount, error: undefined })
      },
      setMaxAmount: () =>
        void load()
          .then((module) => module.setMaxAmount(deps))
          .catch((error: unknown) => console.warn('[foyer] could not set the maximum amount', error)),
      setReceiver: (input) => {
        bumpSendFormVersion(context)
        return load().then((module) => module.setReceiver(deps, input))
      },
      setTokenAddress: (input) => load().then((module) => module.setTokenAddress(context, input)),
      preview: () => {
        // Taken now, not when the chunk has loaded: an edit in between makes this preview stale.
        const version = sendFormVersion(context)
        return load().then((module) => module.preview(deps, version))
      },
      confirm: () => {
        openWalletApp()
        return load().then((module) => module.confirm(deps))
      },
      backToForm: () => send.update({ step: 'form', error: undefined }),
      reset: () => send.reset(),
    },
    sendTransfer: (params) => {
      openWalletApp()
      return load().then((module) => module.sendTransfer(deps, params))
    },
  }
}
