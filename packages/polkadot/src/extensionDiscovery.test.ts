import type { Connector } from '@foyer/core'
import { createMemoryStorage } from '@foyer/test-wallets'
import { injectPolkadotDevWallet } from '@foyer/test-wallets/polkadot'
import { describe, expect, it, vi } from 'vitest'
import { createExtensionDiscovery } from './extensionDiscovery.ts'

// A page still loading: extensions may inject until its load event, which the discovery waits for.
const page = Object.assign(new EventTarget(), { injectedWeb3: {} as Record<string, unknown> })
const loading = { readyState: 'loading' }
vi.stubGlobal('window', page)
vi.stubGlobal('document', loading)

describe('discovering extensions while the page loads', () => {
  it('lists what has injected so far, and again once the document has loaded', async () => {
    const seen: Connector[][] = []
    const stop = createExtensionDiscovery().watch((connectors) => seen.push(connectors))
    expect(seen).toEqual([[]])
    injectPolkadotDevWallet({ storage: createMemoryStorage(), controlKey: false })
    loading.readyState = 'complete'
    page.dispatchEvent(new Event('load'))
    await vi.waitFor(() => expect(seen.at(-1)?.map((connector) => connector.name)).toEqual(['Dev Wallet']))
    stop()
  })
})

describe('an extension injected after the page loaded', () => {
  it('shows in the list once a later look finds it, without a connect asking', async () => {
    page.injectedWeb3 = {}
    loading.readyState = 'complete'
    const seen: Connector[][] = []
    const stop = createExtensionDiscovery().watch((connectors) => seen.push(connectors))
    // A wallet the page injects from a chunk of its own, after its load event.
    await new Promise((resolve) => setTimeout(resolve, 50))
    injectPolkadotDevWallet({ storage: createMemoryStorage(), controlKey: false })
    await vi.waitFor(() => expect(seen.at(-1)?.map((connector) => connector.name)).toEqual(['Dev Wallet']), {
      timeout: 10_000,
    })
    stop()
  })
})
