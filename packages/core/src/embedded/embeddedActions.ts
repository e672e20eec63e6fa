import type { EmbeddedContext } from './embeddedContext.ts'
import type { EmbeddedActions } from './embeddedTypes.ts'

type EmbeddedFlows = typeof import('./embeddedFlows.ts')

/**
 * Wires the embedded wallet into the client. Its flows are one chunk, fetched at start only when the dapp
 * configured an embedded wallet (a page without one carries none of it): it then follows the frame's events
 * (approvals can come from a restored connection). `actions` become client.embedded with the email feature on.
 */
export function createEmbeddedActions(context: EmbeddedContext): {
  actions: EmbeddedActions
  /** For the balance flow: the embedded account's native balance, through the API (set on `context` too). */
  embeddedBalance: NonNullable<EmbeddedContext['embeddedBalance']>
  stop(): void
} {
  let chunk: Promise<EmbeddedFlows> | undefined
  const load = (): Promise<EmbeddedFlows> => {
    chunk ??= import('./embeddedFlows.ts').catch((error: unknown) => {
      chunk = undefined
      throw error
    })
    return chunk
  }
  const run =
    <A extends unknown[]>(
      pick: (flows: EmbeddedFlows) => (context: EmbeddedContext, ...args: A) => Promise<void> | void,
    ) =>
    async (...args: A): Promise<void> => {
      await pick(await load())(context, ...args)
    }
  const embeddedBalance: NonNullable<EmbeddedContext['embeddedBalance']> = {
    connectorId: context.embeddedWallet.connectorId,
    read: async (params) => (await load()).embeddedNativeBalance(context, params),
  }
  context.embeddedBalance = embeddedBalance
  let stopWatching: (() => void) | undefined
  let stopped = false
  load()
    .then((flows) => {
      if (!stopped) stopWatching = flows.watchEmbeddedWallet(context)
    })
    .catch((error: unknown) => console.error('[foyer] could not load the embedded wallet flows', error))
  const { email } = context.embedded.getState()
  if (email === undefined && context.storage.emailLoginUsed.get()) {
    const stored = context.storage.email.get()
    if (stored) context.embedded.setState({ email: stored })
  }
  return {
    stop() {
      stopped = true
      stopWatching?.()
    },
    embeddedBalance,
    actions: {
      connectEmail: run((flows) => flows.connectEmail),
      resendCode: run((flows) => flows.resendCode),
      verifyOtp: run((flows) => flows.verifyOtp),
      cancelLogin: () => {
        // Synchronous for the view's Back: the login is forgotten now, whatever the chunk does.
        context.embedded.setState({ login: undefined })
        void run((flows) => flows.cancelLogin)()
      },
      updateEmail: run((flows) => flows.updateEmail),
      verifyPrimaryOtp: run((flows) => flows.verifyPrimaryOtp),
      verifySecondaryOtp: run((flows) => flows.verifySecondaryOtp),
      cancelUpdateEmail: () => context.embedded.setState({ update: undefined }),
      attachFrame(slot) {
        // The chunk is in by the time a view shows the frame (its SHOW came through it); until then, once it is.
        let detach: (() => void) | undefined
        let detached = false
        load()
          .then((flows) => {
            if (!detached) detach = flows.attachFrame(context, slot)
          })
          .catch((error: unknown) => console.error('[foyer] could not place the embedded wallet frame', error))
        return () => {
          detached = true
          detach?.()
        }
      },
    },
  }
}
