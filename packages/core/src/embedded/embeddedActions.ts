import { loadOnce } from '../chunks/loadOnce.ts'
import { showView } from '../flows/navigation.ts'
import type { AccountType } from '../types/connector.ts'
import type { EmbeddedContext } from './embeddedContext.ts'
import type { EmbeddedActions } from './embeddedTypes.ts'

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
export function createEmbeddedActions(context: EmbeddedContext): {
  actions: EmbeddedActions
  setPreferredAccountType(type: AccountType): Promise<void>
  stop(): void
} {
  // Kept once in: a social click opens its popup synchronously through it (the chunk loads at start, and Connect
  // shows social buttons only after asking it for the API's providers, so it is in by any click).
  let loaded: EmbeddedFlows | undefined
  const load = loadOnce(
    (): Promise<EmbeddedFlows> =>
      import('./embeddedFlows.ts').then((flows) => {
        loaded = flows
        return flows
      }),
  )
  context.embeddedBalance = {
    connectorId: context.embeddedWallet.connectorId,
    read: async (params) => (await load()).embeddedNativeBalance(context, params),
  }
  // Before reconnect: a restored embedded connection loads the frame, which must know the project by then.
  context.embeddedWallet.configure(load().then((flows) => flows.embeddedWalletConfig(context)))
  const started = load().then((flows) => flows.startEmbeddedWallet(context))
  started.catch((error: unknown) => console.error('[foyer] could not load the embedded wallet flows', error))

  const startSocial = (provider: string) =>
    loaded ? loaded.startSocial(context, provider) : load().then((flows) => flows.startSocial(context, provider))
  // SPEC §4: a disconnected embedded connection re-runs the login it was made with.
  context.embeddedLogin = {
    connectorId: context.embeddedWallet.connectorId,
    async start(login) {
      if (login === undefined || login === 'email') return showView(context, 'Connect')
      if (login === 'farcaster') return showView(context, 'ConnectingFarcaster')
      return startSocial(login)
    },
  }

  const actions = Object.fromEntries(
    FLOWS.map((name) => [name, async (input: string) => (await load())[name](context, input)]),
  ) as Pick<EmbeddedActions, FlowName>
  return {
    setPreferredAccountType: async (type) => (await load()).setPreferredAccountType(context, type),
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
      // Synchronous once the chunk is in (SPEC §2: the popup opens within the click); before that, once it is.
      connectSocial: startSocial,
      cancelSocial() {
        context.embedded.setState({ social: undefined })
        void load().then((flows) => flows.stopSocial(context))
      },
      loadSocialProviders: async () => (await load()).loadSocialProviders(context),
      connectFarcaster: async () => (await load()).connectFarcaster(context),
      cancelFarcaster: () => void load().then((flows) => flows.cancelFarcaster(context)),
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
