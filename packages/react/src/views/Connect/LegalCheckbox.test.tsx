// @vitest-environment jsdom
import { createMemoryStorage } from '@foyer/core'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadLocale } from '../../i18n/loadLocale.ts'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'
import { createScriptedWallet } from '../../test/scriptedWallet.ts'

afterEach(async () => {
  cleanup()
  vi.restoreAllMocks()
  await loadLocale('en')
})

const legalOptions = {
  features: { legalCheckbox: true },
  termsConditionsUrl: 'https://dapp.example/terms',
  privacyPolicyUrl: 'https://dapp.example/privacy',
}

async function openConnect(options: Parameters<typeof createTestClient>[0] = legalOptions) {
  const wallet = createScriptedWallet([{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }])
  const client = createTestClient({ adapters: [wallet.adapter], storage: createMemoryStorage(), ...options })
  renderWithFoyer(null, client)
  act(() => client.open())
  const list = await screen.findByRole('list', { name: 'Connect Wallet' })
  return { client, wallet, list }
}

describe('Connect with the legal checkbox', () => {
  it('asks "I agree to the Terms of Service and Privacy Policy", each a link opening in a new tab', async () => {
    await openConnect()
    expect(screen.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' })).toBeDefined()
    for (const [name, href] of [
      ['Terms of Service', 'https://dapp.example/terms'],
      ['Privacy Policy', 'https://dapp.example/privacy'],
    ]) {
      const link = screen.getByRole('link', { name })
      expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
        href,
        '_blank',
        'noopener noreferrer',
      ])
    }
  })

  it('disables every wallet until it is ticked, and says why', async () => {
    const { client, list } = await openConnect()
    const rows = within(list).getAllByRole('button')
    expect(rows.map((row) => (row as HTMLButtonElement).matches(':disabled'))).toEqual([true, true])
    const gate = list.closest('fieldset')
    expect(document.getElementById(gate?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Tick the box to choose a wallet.',
    )
    fireEvent.click(rows[0] as HTMLElement)
    expect(client.stores.router.getState().view).toBe('Connect')
  })

  it('lets the visitor choose a wallet once ticked, and remembers the tick', async () => {
    const { client, list } = await openConnect()
    fireEvent.click(screen.getByRole('checkbox'))
    expect(client.stores.legal.getState().accepted).toBe(true)
    const rows = within(list).getAllByRole('button')
    expect(rows.some((row) => (row as HTMLButtonElement).matches(':disabled'))).toBe(false)
    fireEvent.click(rows[0] as HTMLElement)
    expect(client.stores.router.getState().view).toBe('ConnectingExternal')
  })

  it('puts the links where the locale’s sentence has them, words after them too (German “… zu”)', async () => {
    await loadLocale('de')
    const wallet = createScriptedWallet([{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }])
    const client = createTestClient({ adapters: [wallet.adapter], storage: createMemoryStorage(), ...legalOptions })
    renderWithFoyer(null, client)
    act(() => client.open())
    const name = 'Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung zu'
    expect(await screen.findByRole('checkbox', { name })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe(
      'https://dapp.example/privacy',
    )
  })

  it('links only the privacy policy when only its URL is given', async () => {
    await openConnect({ features: { legalCheckbox: true }, privacyPolicyUrl: 'https://dapp.example/privacy' })
    expect(screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy' })).toBeDefined()
    expect(screen.queryByRole('link', { name: 'Terms of Service' })).toBeNull()
  })

  it('shows no checkbox and keeps the wallets enabled when the feature has no URL', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { list } = await openConnect({ features: { legalCheckbox: true } })
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(within(list).getAllByRole('button')[0]?.matches(':disabled')).toBe(false)
  })

  it('shows no checkbox while the feature is off (SPEC §9 default)', async () => {
    await openConnect({ termsConditionsUrl: 'https://dapp.example/terms' })
    expect(screen.queryByRole('checkbox')).toBeNull()
  })
})
