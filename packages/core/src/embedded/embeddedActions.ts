import type { EmbeddedContext } from './embeddedContext.ts'
import type { EmbeddedActions } from './embeddedTypes.ts'
import { attachFrame, watchEmbeddedWallet } from './frameVisibility.ts'

type EmbeddedFlows = typeof import('./embeddedFlows.ts')

/**
 * Wires the embedded wallet into the client: its frame's events follow at once (approvals can come from a
 * restored connection); `actions` (client.embedded) exist only with the email feature, and their flows are a
 * chunk fetched on the first call.
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
  const stop = watchEmbeddedWallet(context)
  const { email } = context.embedded.getState()
  if (email === undefined && context.storage.emailLoginUsed.get()) {
    const stored = context.storage.email.get()
    if (stored) context.embedded.setState({ email: stored })
  }
  return {
    stop,
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
      attachFrame: (slot) => attachFrame(context, slot),
    },
  }
}
