// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton.tsx'
import { createTestClient, renderWithFoyer } from '../test/renderWithFoyer.tsx'
import { createScriptedWallet } from '../test/scriptedWallet.ts'
import { loadModalShell } from './loadModal.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const metaMask = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' } as const

// A file of its own: each test file starts with no view's chunk loaded, so what the hover fetched is what the click
// finds. The page is never idle here, so nothing else fetches it.
describe('the views a wallet pick leads to', () => {
  it('are fetched on the wallet list’s hover, so a pick shows its view without a loading state', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0)
    vi.stubGlobal('cancelIdleCallback', () => {})
    const wallet = createScriptedWallet([metaMask])
    wallet.connectAnswers.push('hang')
    await loadModalShell()
    renderWithFoyer(<ConnectButton />, createTestClient({ adapters: [wallet.adapter] }))
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' })))
    const row = await screen.findByRole('button', { name: /MetaMask/ })
    fireEvent.pointerOver(row)
    await vi.dynamicImportSettled()
    act(() => fireEvent.click(row))
    expect(screen.getByRole('dialog').getAttribute('data-foyer-view')).toBe('ConnectingExternal')
    expect(screen.queryByText('Loading…')).toBeNull()
  })
})
