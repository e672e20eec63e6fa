// @vitest-environment jsdom
import type { WalletConnectWallet, WalletLaunch } from '@foyer/core'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithFoyer } from '../../test/renderWithFoyer.tsx'
import { OpenWalletApp } from './OpenWalletApp.tsx'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const wallet = {
  id: 'example',
  name: 'Example Wallet',
  mobileLink: 'examplewallet://',
  homepage: 'https://example.com',
} satisfies WalletConnectWallet
const link = 'examplewallet://wc?uri=wc%3Aabc'
const launch = (status: WalletLaunch['status']): WalletLaunch => ({ walletId: 'example', link, status })

beforeEach(() => Object.defineProperty(navigator, 'userAgent', { value: IPHONE, configurable: true }))
afterEach(cleanup)

describe('OpenWalletApp', () => {
  it('offers to open the wallet before any launch', () => {
    renderWithFoyer(<OpenWalletApp wallet={wallet} link={link} launch={undefined} />)
    expect(screen.getByRole('link', { name: 'Open Example Wallet' }).getAttribute('href')).toBe(link)
  })

  it('offers to open it again once the visitor is back', () => {
    renderWithFoyer(<OpenWalletApp wallet={wallet} link={link} launch={launch('returned')} />)
    expect(screen.getByRole('link', { name: 'Open again' }).getAttribute('href')).toBe(link)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says the app did not open, and offers to get the wallet or open it again', () => {
    renderWithFoyer(<OpenWalletApp wallet={wallet} link={link} launch={launch('notOpened')} />)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Example Wallet did not open')
    expect(alert.textContent).toContain('It may not be installed on this phone.')
    expect(screen.getByRole('link', { name: 'Get Example Wallet' }).getAttribute('href')).toBe('https://example.com')
    expect(screen.getByRole('link', { name: 'Open again' })).toBeDefined()
  })

  it('lets the link open the app by itself where the client opens nothing (not a phone, no pairing)', () => {
    renderWithFoyer(<OpenWalletApp wallet={wallet} link={link} launch={undefined} />)
    const opened = fireEvent.click(screen.getByRole('link', { name: 'Open Example Wallet' }))
    // Not cancelled: the browser follows the href itself.
    expect(opened).toBe(true)
  })
})
