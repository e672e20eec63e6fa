import { type CaipNetworkId, FoyerError } from '@foyer/core'
import { DEFAULT_STORAGE_PREFIX, PAIRING_LIFETIME_MS } from './constants.ts'
import type { DappClient } from './dapp/DappClient.ts'
import { isSessionStale } from './isSessionStale.ts'
import { msUntilRenewal } from './pairingRenewal.ts'
import type { SessionRecord } from './storage/ClientState.ts'
import type {
  WalletConnect,
  WalletConnectEvent,
  WalletConnectNamespace,
  WalletConnectOptions,
  WalletConnectSession,
} from './types.ts'
import { validateOptions } from './validateOptions.ts'

/**
 * One WalletConnect session shared by every namespace's adapter, on Foyer's own protocol client. The client
 * (crypto, relay socket, sign protocol) is a dynamic import made on the first connect or restore, so a page
 * that never uses WalletConnect never downloads it.
 */
export function buildWalletConnect(options: WalletConnectOptions): WalletConnect {
  validateOptions(options)
  const chains = Object.keys(options.rpcMap) as CaipNetworkId[]
  const pairingLifetimeMs = options.pairingLifetimeMs ?? PAIRING_LIFETIME_MS
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  let clientPromise: Promise<DappClient> | undefined
  let loaded: DappClient | undefined
  /** The lazily loaded module: set with `loaded`, so whoever holds a session can use its helpers. */
  let lib: typeof import('./dapp/dappModule.ts') | undefined
  /** The topic of the session this page uses. */
  let current: string | undefined

  const emit = (event: WalletConnectEvent) => {
    for (const listener of [...listeners]) {
      try {
        listener(event)
      } catch (error) {
        console.error('[foyer] walletconnect listener failed', error)
      }
    }
  }

  const liveSession = (): SessionRecord | undefined => (current ? loaded?.getSession(current) : undefined)

  const namespaceOf = (keyOrChain: string) => keyOrChain.split(':')[0] ?? ''

  function follow(client: DappClient, helpers: typeof import('./dapp/dappModule.ts')): void {
    const ended = (topic: string, reason: 'wallet' | 'expired') => {
      if (topic !== current) return
      current = undefined
      emit({ type: 'disconnect', reason })
    }
    client.events.on('session_delete', ({ topic }) => ended(topic, 'wallet'))
    client.events.on('session_expire', ({ topic }) => ended(topic, 'expired'))
    client.events.on('session_event', ({ topic, chainId, event }) => {
      if (topic !== current) return
      const namespace = namespaceOf(chainId)
      if (event.name === 'chainChanged') {
        const reference = namespace === 'eip155' ? Number(event.data) : String(event.data)
        emit({ type: 'chainChanged', caipNetworkId: `${namespace}:${reference}` as CaipNetworkId })
      } else if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
        emit({
          type: 'accountsChanged',
          namespace,
          addresses: event.data.map((account) => String(account).split(':').pop() ?? ''),
        })
      }
    })
    client.events.on('session_update', ({ topic, namespaces: granted }) => {
      if (topic !== current) return
      for (const [key, namespace] of Object.entries(granted)) {
        const addresses = [...new Set(namespace.accounts.map(helpers.addressOfAccount))]
        emit({ type: 'accountsChanged', namespace: namespaceOf(key), addresses })
      }
    })
  }

  async function createClient(): Promise<DappClient> {
    const helpers = await import('./dapp/dappModule.ts')
    const { DappClient } = helpers
    const client = await DappClient.init({
      projectId: options.projectId,
      relayUrl: options.relayUrl,
      metadata: options.metadata,
      storagePrefix: options.storagePrefix ?? DEFAULT_STORAGE_PREFIX,
      ...(options.storage ? { storage: options.storage } : {}),
      ...(options.webSocket ? { webSocket: options.webSocket } : {}),
    })
    follow(client, helpers)
    lib = helpers
    loaded = client
    return client
  }

  const loadClient = () => {
    clientPromise ??= createClient().catch((error: unknown) => {
      clientPromise = undefined
      throw error
    })
    return clientPromise
  }

  async function request<T>(call: { method: string; params?: unknown }, caipNetworkId: CaipNetworkId): Promise<T> {
    const client = await loadClient()
    const { callNode, namespaceForChain } = await import('./dapp/dappModule.ts')
    const session = liveSession()
    if (!session) throw new FoyerError('PROVIDER_NOT_FOUND')
    const granted = namespaceForChain(session.namespaces, caipNetworkId)?.methods.includes(call.method)
    const node = options.rpcMap[caipNetworkId]
    // Reads the wallet did not take on (eth_blockNumber, eth_call…) go to the chain's own node.
    if (!granted && node) return callNode<T>(node, call.method, call.params)
    return client.request<T>(session.topic, caipNetworkId, call)
  }

  const walletConnect: WalletConnect = {
    chains,

    async connect({ onDisplayUri, signal }): Promise<WalletConnectSession> {
      const client = await loadClient()
      // The namespaces and methods to ask for are built here, in the client's chunk: the page's first chunk carries
      // none of every chain's method names.
      const { toSession, requestedNamespaces } = await import('./dapp/dappModule.ts')
      const existing = liveSession()
      if (existing) return toSession(existing)
      const namespaces = requestedNamespaces(options.rpcMap)
      if (signal?.aborted) throw new FoyerError('MODAL_CLOSED')

      return new Promise<WalletConnectSession>((resolve, reject) => {
        const proposals: ReturnType<DappClient['propose']>[] = []
        let renewTimer: ReturnType<typeof setTimeout> | undefined
        let settled = false
        const finish = (outcome: () => void, winner?: ReturnType<DappClient['propose']>) => {
          if (settled) return
          settled = true
          clearTimeout(renewTimer)
          signal?.removeEventListener('abort', onAbort)
          // The wallet can no longer answer a pairing nobody is looking at.
          for (const proposal of proposals) if (proposal !== winner) proposal.cancel()
          outcome()
        }
        const onAbort = () => finish(() => reject(new FoyerError('MODAL_CLOSED')))
        const pair = () => {
          if (settled) return
          const expiresAt = Date.now() + pairingLifetimeMs
          let proposal: ReturnType<DappClient['propose']>
          try {
            proposal = client.propose({
              optionalNamespaces: namespaces,
              pairingLifetimeSeconds: pairingLifetimeMs / 1000,
            })
          } catch (error) {
            finish(() => reject(error))
            return
          }
          proposals.push(proposal)
          proposal.approval.then(
            (session) =>
              finish(() => {
                current = session.topic
                resolve(toSession(session))
              }, proposal),
            (error: unknown) => {
              // An abandoned pairing expiring is expected; only the one on screen can fail the connect.
              if (proposal === proposals.at(-1)) finish(() => reject(error))
            },
          )
          onDisplayUri(proposal.uri)
          // Showing the URI may have closed the modal (abort): no renewal then.
          if (settled) return
          // SPEC §4: with 10 s or less left, a new pairing (and URI) replaces the one shown.
          renewTimer = setTimeout(pair, msUntilRenewal(expiresAt, Date.now()))
        }
        signal?.addEventListener('abort', onAbort, { once: true })
        pair()
      })
    },

    async restore(): Promise<WalletConnectSession | undefined> {
      const client = await loadClient()
      const { chainsOfProposal, toSession } = await import('./dapp/dappModule.ts')
      const newest = client.getSessions().sort((a, b) => b.expiry - a.expiry)[0]
      if (!newest) return undefined
      const requested = chainsOfProposal(newest.requiredNamespaces, newest.optionalNamespaces)
      if (isSessionStale(requested, chains)) {
        // SPEC §4: the dapp's chains changed since this session was asked for; it is ended, not restored.
        await client.disconnect(newest.topic).catch(() => undefined)
        return undefined
      }
      current = newest.topic
      return toSession(newest)
    },

    request,

    async disconnect(): Promise<void> {
      if (!clientPromise) return
      const client = await clientPromise
      const topic = current
      current = undefined
      if (!topic || !client.getSession(topic)) return
      await client.disconnect(topic).catch((error: unknown) => {
        // DappClient ends the session locally whatever the relay does; the wallet just was not told.
        console.warn('[foyer] the wallet was not told about the disconnect', error)
      })
    },

    getSession() {
      const session = liveSession()
      return session && lib ? lib.toSession(session) : undefined
    },

    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    namespace(namespace: string): WalletConnectNamespace {
      const inNamespace = (chain: string) => namespaceOf(chain) === namespace
      const grantedHere = () =>
        Object.entries(liveSession()?.namespaces ?? {})
          .filter(([key]) => namespaceOf(key) === namespace)
          .map(([, granted]) => granted)
      return {
        namespace,
        requestedChains: chains.filter(inNamespace),
        accounts: () => grantedHere().flatMap((granted) => granted.accounts),
        methods: () => [...new Set(grantedHere().flatMap((granted) => granted.methods))],
        chains: () =>
          (lib?.chainsOfSession(liveSession()?.namespaces ?? {}) ?? []).filter(inNamespace) as CaipNetworkId[],
        request: (method, params, chainId) => {
          if (!inNamespace(chainId)) {
            return Promise.reject(new FoyerError('NETWORK_NOT_FOUND', `${chainId} is not a ${namespace} chain`))
          }
          return request({ method, params }, chainId)
        },
        subscribe: (listener) =>
          walletConnect.subscribe((event) => {
            if (event.type === 'disconnect') listener(event)
            else if (event.type === 'accountsChanged' && event.namespace === namespace) listener(event)
            else if (event.type === 'chainChanged' && inNamespace(event.caipNetworkId)) listener(event)
          }),
      }
    },
  }
  return walletConnect
}
