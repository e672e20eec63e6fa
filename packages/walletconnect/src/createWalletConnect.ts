import { type CaipNetworkId, FoyerError } from '@foyer/core'
import type { UniversalProvider } from '@walletconnect/universal-provider'
import { DEFAULT_STORAGE_PREFIX, PAIRING_LIFETIME_MS } from './constants.ts'
import { isSessionStale } from './isSessionStale.ts'
import { msUntilRenewal } from './pairingRenewal.ts'
import { chainsOf, requestedNamespaces } from './requestedNamespaces.ts'
import { toSession } from './toSession.ts'
import type { WalletConnect, WalletConnectEvent, WalletConnectOptions, WalletConnectSession } from './types.ts'
import { validateOptions } from './validateOptions.ts'

type Provider = InstanceType<typeof UniversalProvider>
type SessionStruct = NonNullable<Provider['session']>

const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

/**
 * One UniversalProvider, one session, shared by every namespace's adapter. The SDK is a dynamic import made
 * on the first connect or restore, so a page that never uses WalletConnect never downloads it.
 */
export function createWalletConnect(options: WalletConnectOptions): WalletConnect {
  validateOptions(options)
  const namespaces = requestedNamespaces(options.rpcMap)
  const chains = Object.keys(options.rpcMap) as CaipNetworkId[]
  const pairingLifetimeMs = options.pairingLifetimeMs ?? PAIRING_LIFETIME_MS
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  let providerPromise: Promise<Provider> | undefined
  let loaded: Provider | undefined

  const emit = (event: WalletConnectEvent) => {
    for (const listener of [...listeners]) {
      try {
        listener(event)
      } catch (error) {
        console.error('[foyer] walletconnect listener failed', error)
      }
    }
  }

  const liveSession = (provider: Provider): SessionStruct | undefined => {
    const { session } = provider
    return session && session.expiry * 1000 > Date.now() ? session : undefined
  }

  async function createProvider(): Promise<Provider> {
    const { UniversalProvider } = await import('@walletconnect/universal-provider')
    const provider = await UniversalProvider.init({
      projectId: options.projectId,
      relayUrl: options.relayUrl,
      metadata: options.metadata,
      customStoragePrefix: options.storagePrefix ?? DEFAULT_STORAGE_PREFIX,
      // Telemetry would post to a public host; Verify is skipped by the build switch docs/walletconnect.md explains.
      telemetryEnabled: false,
      ...(options.storage ? { storage: options.storage } : {}),
    })
    provider.on('session_delete', () => emit({ type: 'disconnect', reason: 'wallet' }))
    provider.client.on('session_expire', ({ topic }) => {
      if (topic !== provider.session?.topic) return
      // The provider keeps an expired session as current; forget it so the next connect pairs again.
      provider.session = undefined
      emit({ type: 'disconnect', reason: 'expired' })
    })
    loaded = provider
    provider.client.on('session_event', ({ topic, params }) => {
      if (topic !== provider.session?.topic) return
      const [namespace] = params.chainId.split(':')
      if (!namespace) return
      const { name, data } = params.event
      if (name === 'chainChanged') {
        const reference = namespace === 'eip155' ? Number(data) : String(data)
        emit({ type: 'chainChanged', caipNetworkId: `${namespace}:${reference}` as CaipNetworkId })
      } else if (name === 'accountsChanged' && Array.isArray(data)) {
        const addresses = data.map((account) => String(account).split(':').pop() ?? '')
        emit({ type: 'accountsChanged', namespace, addresses })
      }
    })
    return provider
  }

  const loadProvider = () => {
    providerPromise ??= createProvider().catch((error: unknown) => {
      providerPromise = undefined
      throw error
    })
    return providerPromise
  }

  async function endLocally(provider: Provider, topic: string): Promise<void> {
    await provider.client.session.delete(topic, USER_DISCONNECTED).catch(() => undefined)
    provider.session = undefined
  }

  return {
    chains,

    async connect({ onDisplayUri, signal }): Promise<WalletConnectSession> {
      const provider = await loadProvider()
      const existing = liveSession(provider)
      if (existing) return toSession(existing)
      if (signal?.aborted) throw new FoyerError('MODAL_CLOSED')

      return new Promise<WalletConnectSession>((resolve, reject) => {
        let attempt = 0
        let renewTimer: ReturnType<typeof setTimeout> | undefined
        let settled = false
        const finish = (outcome: () => void) => {
          if (settled) return
          settled = true
          clearTimeout(renewTimer)
          provider.off('display_uri', onUri)
          signal?.removeEventListener('abort', onAbort)
          outcome()
        }
        const onUri = (uri: string) => {
          if (!settled) onDisplayUri(uri)
        }
        const onAbort = () => {
          // The wallet can no longer answer a pairing nobody is looking at.
          void provider.cleanupPendingPairings()
          finish(() => reject(new FoyerError('MODAL_CLOSED')))
        }
        const pair = () => {
          const current = ++attempt
          const expiresAt = Date.now() + pairingLifetimeMs
          provider
            // Asked as optional: the SDK turns required namespaces into optional ones anyway (2.x).
            .connect({ optionalNamespaces: namespaces })
            .then((session) => {
              if (session) finish(() => resolve(toSession(session)))
            })
            .catch((error: unknown) => {
              // An abandoned pairing expiring is expected; only the one on screen can fail the connect.
              if (current === attempt) finish(() => reject(error))
            })
          // SPEC §4: with 10 s or less left, a new pairing (and URI) replaces the one shown.
          renewTimer = setTimeout(pair, msUntilRenewal(expiresAt, Date.now()))
        }
        provider.on('display_uri', onUri)
        signal?.addEventListener('abort', onAbort, { once: true })
        pair()
      })
    },

    async restore(): Promise<WalletConnectSession | undefined> {
      const provider = await loadProvider()
      const session = liveSession(provider)
      if (!session) return undefined
      const requested = chainsOf({ ...session.requiredNamespaces, ...session.optionalNamespaces })
      if (!isSessionStale(requested, chains)) return toSession(session)
      // SPEC §4: the dapp's chains changed since this session was asked for; it is ended, not restored.
      await provider.disconnect().catch(() => endLocally(provider, session.topic))
      return undefined
    },

    async request<T>(request: { method: string; params?: unknown }, caipNetworkId: CaipNetworkId): Promise<T> {
      const provider = await loadProvider()
      if (!liveSession(provider)) throw new FoyerError('PROVIDER_NOT_FOUND')
      return provider.request<T>(
        { method: request.method, params: request.params as object | undefined },
        caipNetworkId,
      )
    },

    async disconnect(): Promise<void> {
      if (!providerPromise) return
      const provider = await providerPromise
      const { session } = provider
      if (!session) return
      try {
        await provider.disconnect()
      } catch (error) {
        console.warn('[foyer] the wallet was not told about the disconnect', error)
        await endLocally(provider, session.topic)
      }
    },

    getSession() {
      const session = loaded && liveSession(loaded)
      return session ? toSession(session) : undefined
    },

    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
