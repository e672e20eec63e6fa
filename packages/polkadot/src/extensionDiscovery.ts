import type { Connector } from '@foyer/core'
import type { InjectedWeb3, InjectedWindowProvider } from './injectedTypes.ts'

/** The connector id of the extension injected under `key`: stable across reloads, so a stored connection finds it. */
export const polkadotConnectorId = (key: string): string => `injectedWeb3:${key}`

/** The names the well-known extensions go by; their entries carry none. */
const KNOWN_NAMES: Readonly<Record<string, string>> = {
  'polkadot-js': 'Polkadot.js',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
}

// Extensions inject at document start; one that injects later is still found while a connect waits for it.
const POLL_MS = 50
/**
 * After the document has loaded, the list is read again at these delays (ms): an extension whose content script
 * runs late, or a wallet a page injects from a chunk of its own, still shows in Connect. The protocol has no
 * announcement event to wait for instead; a handful of cheap reads over ~6 s costs nothing.
 */
const LOOK_AGAIN_MS = [200, 400, 800, 1600, 3200] as const

const injectedWeb3 = (): InjectedWeb3 =>
  (globalThis as { injectedWeb3?: InjectedWeb3 }).injectedWeb3 ??
  (typeof window === 'undefined' ? undefined : (window as { injectedWeb3?: InjectedWeb3 }).injectedWeb3) ??
  {}

const usable = (entry: InjectedWindowProvider | undefined): entry is InjectedWindowProvider =>
  typeof entry?.enable === 'function'

function connectorOf(key: string, entry: InjectedWindowProvider): Connector {
  const name = KNOWN_NAMES[key] ?? (typeof entry.name === 'string' && entry.name ? entry.name : key)
  // Only a data: icon: a URL would load from the extension's or a third party's host.
  const icon = typeof entry.icon === 'string' && entry.icon.startsWith('data:image/') ? entry.icon : undefined
  return {
    id: polkadotConnectorId(key),
    name,
    type: 'INJECTED',
    chain: 'polkadot',
    ...(icon ? { imageUrl: icon } : {}),
  }
}

/** Resolves once the document has loaded, as `@polkadot/extension-dapp` waits before it reads the extensions. */
export function documentReady(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
}

export type ExtensionDiscovery = ReturnType<typeof createExtensionDiscovery>

/**
 * Finds Polkadot extensions in `window.injectedWeb3`, as `@polkadot/extension-dapp` does, without its code: the
 * protocol has no announcement event, so the list is read when the document has loaded, and a connect looks again.
 */
export function createExtensionDiscovery() {
  const find = (connectorId: string): InjectedWindowProvider | undefined =>
    Object.entries(injectedWeb3()).find(
      ([key, entry]) => usable(entry) && polkadotConnectorId(key) === connectorId,
    )?.[1]

  const connectors = (): Connector[] =>
    Object.entries(injectedWeb3()).flatMap(([key, entry]) => (usable(entry) ? [connectorOf(key, entry)] : []))

  return {
    find,

    /** Calls back with the list now, once the document has loaded, and whenever a later look finds it changed. */
    watch(onChange: (connectors: Connector[]) => void): () => void {
      // No page (a server render): no extension, but the adapter's own connectors are still listed.
      if (typeof window === 'undefined') {
        onChange([])
        return () => {}
      }
      let stopped = false
      let lastKey: string | undefined
      const emitIfChanged = () => {
        if (stopped) return
        const list = connectors()
        const key = JSON.stringify(list)
        if (key === lastKey) return
        lastKey = key
        onChange(list)
      }
      emitIfChanged()
      const timers: ReturnType<typeof setTimeout>[] = []
      void documentReady().then(() => {
        emitIfChanged()
        let at = 0
        for (const delay of LOOK_AGAIN_MS) {
          at += delay
          timers.push(setTimeout(emitIfChanged, at))
        }
      })
      return () => {
        stopped = true
        for (const timer of timers) clearTimeout(timer)
      }
    },

    /** The extension injected as `connectorId`, waiting up to `timeoutMs` (after the document loaded) for it. */
    async waitFor(connectorId: string, timeoutMs: number): Promise<InjectedWindowProvider | undefined> {
      await documentReady()
      const deadline = Date.now() + timeoutMs
      let entry = find(connectorId)
      while (!entry && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
        entry = find(connectorId)
      }
      return entry
    },
  }
}
