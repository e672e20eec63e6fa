// Runs in Node, as Next's server does: no window, no document, no localStorage.
import { describe, expect, it } from 'vitest'

describe("Foyer on the server (what Next's server render does with it)", () => {
  it('imports and renders the buttons with no browser global, the Connect button in the HTML', async () => {
    expect(typeof window).toBe('undefined')
    // Imported here, not at the top, so the assertion above runs before any of Foyer's module code.
    const { createElement } = await import('react')
    const { renderToString } = await import('react-dom/server')
    const { createEvmAdapter } = await import('@foyer/evm')
    const { ConnectButton, createFoyer, FoyerProvider, NetworkButton } = await import('@foyer/react')
    const { exampleNetworks } = await import('./networks.ts')

    const origin = 'http://site.test'
    const client = createFoyer({
      projectId: 'foyer-next-example',
      apiUrl: `${origin}/api`,
      networks: [...exampleNetworks(origin)],
      adapters: [createEvmAdapter()],
      siwx: { required: false },
    })
    const html = renderToString(
      createElement(FoyerProvider, { client }, createElement(NetworkButton), createElement(ConnectButton)),
    )
    expect(html).toContain('>Connect Wallet</button>')
    expect(html).toContain('Foyer Devnet')
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })
})
