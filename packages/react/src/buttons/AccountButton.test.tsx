// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestClient, renderWithFoyer } from '../test/renderWithFoyer.tsx'
import { createScriptedWallet } from '../test/scriptedWallet.ts'
import { ConnectButton } from './ConnectButton.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const metaMask = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' } as const

async function connectedAccountButton(): Promise<HTMLElement> {
  const wallet = createScriptedWallet([metaMask])
  const client = createTestClient({ adapters: [wallet.adapter] })
  renderWithFoyer(<ConnectButton />, client)
  await act(() => client.connect('io.metamask'))
  return screen.findByRole('button', { name: /0x1234…5678/ })
}

// A file of its own: each test file starts with no chunk loaded, so what the hover fetched is what the click finds.
describe('AccountButton', () => {
  it("fetches the account's view on hover, so the click shows the account without a loading state", async () => {
    // The page is never idle here, so the modal's idle preload never runs: only the hover can have fetched the code.
    vi.stubGlobal('requestIdleCallback', () => 0)
    vi.stubGlobal('cancelIdleCallback', () => {})
    const accountButton = await connectedAccountButton()
    fireEvent.pointerEnter(accountButton)
    await vi.dynamicImportSettled()
    act(() => fireEvent.click(accountButton))
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
    expect(screen.getByRole('dialog').getAttribute('data-foyer-view')).toBe('Account')
  })
})
