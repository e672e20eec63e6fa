import type { EmbeddedContext } from './embeddedContext.ts'
import type { EmbeddedActions } from './embeddedTypes.ts'
import { openSocialPopup } from './socialPopup.ts'

type EmbeddedFlows = typeof import('./embeddedFlows.ts')
type FlowName = 'connectEmail' | 'resendCode' | 'verifyOtp' | 'updateEmail' | 'verifyPrimaryOtp' | 'verifySecondaryOtp'
const FLOWS: readonly FlowName[] = [
  'connectEmail',
  'resendCode',
  'verifyOtp',
  'updateEmail',
  'verifyPrimaryOtp',
  'verifySecondaryOtp',
]

/**
 * Wires the embedded wallet into the client. Everything of it is one chunk, fetched at start only when the dapp
 * configured an embedded wallet (a page without one carries only these lines): it tells the wallet about the dapp,
 * follows the frame's events (approvals can come from a restored connection) and runs the views' actions.
 */
export function createEmbeddedActions(context: EmbeddedContext): { actions: EmbeddedActions; stop(): void } {
  let chunk: Promise<EmbeddedFlows> | undefined
  const load = (): Promise<EmbeddedFlows> => {
    chunk ??= import('./embeddedFlows.ts').catch((error: unknown) => {
      chunk = undefined
      throw error
    })
    return chunk
  }
  context.embeddedBalance = {
    connectorId: context.embeddedWallet.connectorId,
    read: async (params) => (await load()).embeddedNativeBalance(context, params),
  }
  // Before reconnect: a restored embedded connection loads the frame, which must know the project by then.
  context.embeddedWallet.configure(load().then((flows) => flows.embeddedWalletConfig(context)))
  const started = load().then((flows) => flows.startEmbeddedWallet(context))
  started.catch((error: unknown) => console.error('[foyer] could not load the embedded wallet flows', error))

  // The social login is a chunk of its own (with the popup result's schema), fetched on the first social click.
  let socialChunk: Promise<typeof import('./socialLogin.ts')> | undefined
  const loadSocial = () => {
    socialChunk ??= import('./socialLogin.ts').catch((error: unknown) => {
      socialChunk = undefined
      throw error
    })
    return socialChunk
  }
  // Bumped by each social click and each Back: a login whose chunk arrives after Back does not start.
  let socialAttempt = 0

  const actions = Object.fromEntries(
    FLOWS.map((name) => [name, async (input: string) => (await load())[name](context, input)]),
  ) as Pick<EmbeddedActions, FlowName>
  return {
    stop: () => void started.then((stop) => stop()).catch(() => undefined),
    actions: {
      ...actions,
      resendCode: async () => (await load()).resendCode(context),
      cancelLogin() {
        // Synchronous for the view's Back: the login is forgotten now, whatever the chunk does.
        context.embedded.setState({ login: undefined })
        void load().then((flows) => flows.cancelLogin(context))
      },
      cancelUpdateEmail: () => context.embedded.setState({ update: undefined }),
      connectSocial(provider) {
        // Before any await: a popup is allowed only within the visitor's click (SPEC §2).
        const popup = openSocialPopup(context.embeddedWallet.origin)
        const attempt = ++socialAttempt
        return loadSocial().then(
          (social) => {
            if (attempt !== socialAttempt) return void popup?.close()
            return social.connectSocial(context, provider, popup)
          },
          (error: unknown) => {
            popup?.close()
            throw error
          },
        )
      },
      cancelSocial() {
        socialAttempt++
        context.embedded.setState({ social: undefined })
        void loadSocial().then((social) => social.cancelSocial(context))
      },
      loadSocialProviders: async () => (await load()).loadSocialProviders(context),
      attachFrame(slot) {
        // The chunk is in by the time a view shows the frame (its SHOW came through it); until then, once it is.
        let detach: (() => void) | undefined
        let detached = false
        void load().then((flows) => {
          if (!detached) detach = flows.attachFrame(context, slot)
        })
        return () => {
          detached = true
          detach?.()
        }
      },
    },
  }
}
