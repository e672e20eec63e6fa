import { loadOnce } from '../chunks/loadOnce.ts'
import { FoyerError } from '../errors/errors.ts'
import type { SiwxActions } from '../siwx/siwxTypes.ts'
import type { FlowContext, SiwxHooks } from './context.ts'

type SiwxFlows = typeof import('./siwxFlows.ts')

/**
 * The client's sign-in actions. The flows are one chunk, fetched at start only when the dapp configured
 * `siwx` (a page without sign-in never downloads it); they then watch every new account and network.
 */
export function createSiwxActions(context: FlowContext): {
  actions: SiwxActions
  /** For the context's `loadSiwx`: other flows reach sign-in through it. */
  loadSiwx(): Promise<SiwxHooks>
  stop(): void
} {
  // A failed chunk load is tried again by the next action.
  const load = loadOnce((): Promise<SiwxFlows> => import('./siwxFlows.ts'))
  const loadSiwx = (): Promise<SiwxHooks> => load()

  let stopWatching: (() => void) | undefined
  let stopped = false
  if (context.options.siwx) {
    load()
      .then((flows) => {
        if (!stopped) stopWatching = flows.watchSignIn(context)
      })
      .catch((error: unknown) => console.error('[foyer] could not load sign-in', error))
  }

  const run = async <T>(action: (flows: SiwxFlows, context: FlowContext) => Promise<T> | T): Promise<T> => {
    if (!context.options.siwx) throw new FoyerError('SIWX_NOT_ENABLED')
    return action(await load(), context)
  }
  return {
    loadSiwx,
    actions: {
      signIn: () => {
        // On a phone the WalletConnect wallet's app comes forward within the tap that signs (mobile/phoneLaunch.ts).
        if (context.options.siwx) context.phone?.openForRequest(context.chains.store.getState().activeNamespace)
        return run((flows, ctx) => flows.signIn(ctx))
      },
      cancelSignIn: () => run((flows, ctx) => flows.cancelSignIn(ctx)),
      signOut: () => run((flows, ctx) => flows.signOut(ctx)),
      captureEmail: (email) => run((flows, ctx) => flows.captureEmail(ctx, email)),
      confirmEmailCode: (code) => run((flows, ctx) => flows.confirmEmailCode(ctx, code)),
      resendEmailCode: () => run((flows, ctx) => flows.resendEmailCode(ctx)),
      editCapturedEmail: () => void run((flows, ctx) => flows.editCapturedEmail(ctx)),
    },
    stop: () => {
      stopped = true
      stopWatching?.()
    },
  }
}
