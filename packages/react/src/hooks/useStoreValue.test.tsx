// @vitest-environment jsdom
import { createMemoryStorage, createStorage, type FoyerClient } from '@foyer/core'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton.tsx'
import { NetworkButton } from '../buttons/NetworkButton.tsx'
import { createFoyer } from '../createFoyer.ts'
import { FoyerProvider } from '../FoyerProvider.tsx'
import { createMemoryWallet } from '../test/memoryWallet.ts'
import { base, mainnet } from '../test/networks.ts'

afterEach(cleanup)

const page = (client: FoyerClient) => (
  <FoyerProvider client={client}>
    <NetworkButton />
    <ConnectButton />
  </FoyerProvider>
)

/** The browser's page client of a visitor whose last visit left a connection, on Base. */
function returningVisitor(): FoyerClient {
  const storage = createMemoryStorage()
  const stored = createStorage(storage)
  stored.connectedConnectorIds.set('eip155', 'memory.wallet')
  stored.activeNetworkId.set(base.caipNetworkId)
  const wallet = createMemoryWallet({ approved: true })
  return createFoyer({ networks: [mainnet, base], adapters: [wallet.adapter], storage })
}

describe('useStoreValue in a server-rendered page', () => {
  it("hydrates the server's HTML without a mismatch, then shows what the browser stored", async () => {
    // The server has nothing stored: no connection, the default network.
    const server = createFoyer({ networks: [mainnet, base], adapters: [], storage: createMemoryStorage() })
    const container = document.createElement('div')
    container.innerHTML = renderToString(page(server))
    document.body.append(container)
    expect(container.textContent).toContain('Connect Wallet')

    const mismatches: unknown[] = []
    await act(async () => {
      hydrateRoot(container, page(returningVisitor()), { onRecoverableError: (error) => mismatches.push(error) })
    })
    expect(mismatches).toEqual([])
    // The stored connection is restored once hydration is done.
    await waitFor(() => expect(screen.getByRole('button', { name: /0x1111…1111/ })).toBeDefined())
  })
})
