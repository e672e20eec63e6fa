import type { Connector } from '@foyer/core'
import { createStore, type Store } from 'mipd'
import { LEGACY_INJECTED_WALLETS } from './connectors/legacyInjectedWallets.ts'
import type { Eip1193Provider } from './eip1193.ts'

/** A wallet the dapp hands in itself (an embedded provider, or a test's), listed as 'EXTERNAL'. */
export interface ExternalProvider {
  id: string
  name: string
  imageUrl?: string
  provider: Eip1193Provider
}

interface Entry {
  connector: Connector
  provider: Eip1193Provider
}

export const INJECTED_CONNECTOR_ID = 'injected'

/**
 * Finds EVM wallets: EIP-6963 announcements (through mipd), known extensions' own legacy objects
 * (`window.okxwallet`), the legacy `window.ethereum`, and
 * providers the dapp passes in. Discovery starts on first use, so nothing runs on import or on a server.
 */
export function createConnectorDiscovery({
  injected,
  external,
}: {
  injected: boolean
  external: readonly ExternalProvider[]
}) {
  let store: Store | undefined
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }

  const start = () => {
    if (store || typeof window === 'undefined') return
    store = createStore()
    store.subscribe(notify)
    // Legacy extensions that inject late say so with this event (MetaMask's convention).
    window.addEventListener('ethereum#initialized', notify, { once: true })
  }

  const entries = (): Entry[] => {
    const list: Entry[] = external.map(({ id, name, imageUrl, provider }) => ({
      connector: { id, name, type: 'EXTERNAL', chain: 'eip155', ...(imageUrl ? { imageUrl } : {}) },
      provider,
    }))
    const seenRdns = new Set<string>()
    for (const { info, provider } of store?.getProviders() ?? []) {
      // Two announcements with one rdns are the same wallet (e.g. reinjected after an update): keep the first.
      if (seenRdns.has(info.rdns)) continue
      seenRdns.add(info.rdns)
      list.push({
        connector: {
          id: info.rdns,
          name: info.name,
          type: 'ANNOUNCED',
          chain: 'eip155',
          imageUrl: info.icon,
          info: { rdns: info.rdns },
        },
        // mipd types the provider as viem's strictly typed EIP-1193 provider; ours is the loose slice.
        provider: provider as unknown as Eip1193Provider,
      })
    }
    const readsWindow = injected && typeof window !== 'undefined'
    for (const known of readsWindow ? LEGACY_INJECTED_WALLETS : []) {
      const provider = readWindowProvider(known.windowKey)
      // Announced, it is listed already; its legacy object is often that same provider, or an older face of it.
      if (!provider || seenRdns.has(known.rdns) || list.some((entry) => entry.provider === provider)) continue
      list.push({
        connector: {
          id: known.rdns,
          name: known.name,
          type: 'INJECTED',
          chain: 'eip155',
          imageUrl: known.imageUrl,
          info: { rdns: known.rdns },
        },
        provider,
      })
    }
    const legacy = readsWindow ? readWindowProvider('ethereum') : undefined
    if (legacy && !list.some((entry) => entry.provider === legacy)) {
      list.push({
        connector: { id: INJECTED_CONNECTOR_ID, name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' },
        provider: legacy,
      })
    }
    return list
  }

  const find = (connectorId: string) => entries().find((entry) => entry.connector.id === connectorId)?.provider

  return {
    connectors(): Connector[] {
      start()
      return entries().map((entry) => entry.connector)
    },

    /** Calls back with the list now and whenever it changes. */
    watch(onChange: (connectors: Connector[]) => void): () => void {
      start()
      let lastKey = ''
      const emitIfChanged = () => {
        const connectors = entries().map((entry) => entry.connector)
        const key = JSON.stringify(connectors)
        if (key === lastKey) return
        lastKey = key
        onChange(connectors)
      }
      listeners.add(emitIfChanged)
      emitIfChanged()
      return () => listeners.delete(emitIfChanged)
    },

    /** The connector's provider, waiting up to `timeoutMs` for its wallet to announce itself. */
    waitForProvider(connectorId: string, timeoutMs: number): Promise<Eip1193Provider | undefined> {
      start()
      const now = find(connectorId)
      if (now || timeoutMs <= 0) return Promise.resolve(now)
      return new Promise((resolve) => {
        const check = () => {
          const provider = find(connectorId)
          if (provider) finish(provider)
        }
        const finish = (provider: Eip1193Provider | undefined) => {
          clearTimeout(timer)
          listeners.delete(check)
          resolve(provider)
        }
        const timer = setTimeout(() => finish(find(connectorId)), timeoutMs)
        listeners.add(check)
      })
    },
  }
}

function readWindowProvider(key: string): Eip1193Provider | undefined {
  const candidate = (window as unknown as Record<string, unknown>)[key]
  return typeof candidate === 'object' &&
    candidate !== null &&
    typeof (candidate as Eip1193Provider).request === 'function'
    ? (candidate as Eip1193Provider)
    : undefined
}
