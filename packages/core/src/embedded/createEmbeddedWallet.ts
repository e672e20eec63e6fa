import { FoyerError } from '../errors/foyerError.ts'
import type {
  EmbeddedHostEvent,
  EmbeddedWalletConfig,
  EmbeddedWalletEvent,
  EmbeddedWalletHost,
} from './embeddedTypes.ts'
import type { FrameClient } from './frameClient.ts'
import type { MountFrame } from './frameMount.ts'
import { takeSocialReturn } from './socialReturnCheck.ts'

/** The connector id every namespace's AUTH connector uses for the embedded wallet. */
export const EMBEDDED_CONNECTOR_ID = 'embeddedWallet'

export interface EmbeddedWalletOptions {
  /** Where the dapp's owner serves apps/secure-site (its own origin), e.g. `https://wallet.example.com`. */
  secureSiteUrl: string
  /** Where the frame comes from; tests hand a frame double here. Default: an iframe in document.body. */
  mount?: MountFrame
}

/**
 * The embedded wallet a dapp creates once and hands to each adapter and to createFoyer. This is all the page
 * carries before the visitor picks email: the frame client (and the frame) load on first use, or when a stored
 * connection asks for its accounts.
 */
export function createEmbeddedWallet(options: EmbeddedWalletOptions): EmbeddedWalletHost {
  let origin: string
  try {
    const url = new URL(options.secureSiteUrl)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError(url.protocol)
    origin = url.origin
  } catch (cause) {
    throw new FoyerError('AUTH_PROVIDER_NOT_FOUND', `secureSiteUrl must be an http(s) URL: ${options.secureSiteUrl}`, {
      cause,
    })
  }
  // First thing on the page: a social login by full-page redirect coming back leaves the address bar now.
  let socialReturn = takeSocialReturn()
  let config: EmbeddedWalletConfig | Promise<EmbeddedWalletConfig | undefined> | undefined
  let client: Promise<FrameClient> | undefined
  let loaded: FrameClient | undefined
  const listeners = new Set<(event: EmbeddedWalletEvent) => void>()
  const watchers = new Set<(event: EmbeddedHostEvent) => void>()

  let frameState: EmbeddedHostEvent | undefined
  const onEvent = (event: EmbeddedHostEvent) => {
    if (event.type === 'frame') frameState = event
    // A frame that failed to load is dropped: the next use loads a new one.
    if (event.type === 'frame' && event.frame === 'failed') client = loaded = undefined
    for (const watcher of [...watchers]) watcher(event)
    if (event.type === 'signedOut') for (const listener of [...listeners]) listener({ type: 'disconnect' })
    if (event.type === 'accountsChanged') {
      for (const listener of [...listeners]) listener({ type: 'accountsChanged', accounts: event.accounts })
    }
  }
  const load = (): Promise<FrameClient> => {
    client ??= Promise.all([
      import('./frameClient.ts').catch((cause: unknown) => {
        throw new FoyerError('IFRAME_LOAD_FAILED', undefined, { cause })
      }),
      config,
    ])
      .then(([{ createFrameClient }, known]) => {
        loaded = createFrameClient({
          secureSiteUrl: options.secureSiteUrl,
          config: known,
          onEvent,
          mount: options.mount,
        })
        return loaded
      })
      .catch((error: unknown) => {
        // Nothing loaded: the next use tries again (a chunk that failed to arrive, a wallet not configured yet).
        client = undefined
        throw error
      })
    return client
  }
  const subscribe = <T>(set: Set<T>, listener: T) => {
    set.add(listener)
    return () => void set.delete(listener)
  }

  return {
    connectorId: EMBEDDED_CONNECTOR_ID,
    origin,
    configure: (next) => {
      config = next
    },
    getAccounts: async ({ chainNamespace, chainId }) => (await load()).accountsOf(chainNamespace, chainId),
    request: async (request) => (await load()).rpc(request),
    switchNetwork: async (params) => (await load()).switchNetwork(params),
    async setPreferredAccountType({ chainNamespace, chainId, type }) {
      const user = await (await load()).setPreferredAccountType(type, chainId)
      return user.accounts.filter((account) => account.namespace === chainNamespace)
    },
    async signOut() {
      // A page that never loaded the frame signed nobody in here; the login cache still goes.
      if (!client) return onEvent({ type: 'signedOut' })
      return (await load()).signOut()
    },
    subscribe: (listener) => subscribe(listeners, listener),
    watch(watcher) {
      // A watcher that comes late (core's flows are a chunk) still learns how the frame is doing.
      if (frameState) watcher(frameState)
      return subscribe(watchers, watcher)
    },
    call: async (name, payload) => (await load()).request(name, payload),
    getUser: async (params) => (await load()).getUser(params),
    frameElement: () => loaded?.element(),
    takeSocialReturn() {
      const taken = socialReturn
      socialReturn = undefined
      return taken
    },
    abortApprovals: () => loaded?.abortApprovals(),
    async reload() {
      const current = loaded
      if (!current) return
      await current.request('RELOAD', {}).catch(() => undefined)
      if (loaded !== current) return
      client = loaded = undefined
      current.destroy()
    },
  }
}
