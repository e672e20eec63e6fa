import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.restoreAllMocks()
  vi.resetModules()
})

// A fresh module each time: the warning is once per page.
const load = async () => (await import('./legalLinks.ts')).legalLinks
const urls = { termsConditionsUrl: 'https://dapp.example/terms', privacyPolicyUrl: '/privacy' }

describe('legalLinks', () => {
  it('shows no checkbox while the feature is off, whatever URLs are given', async () => {
    const legalLinks = await load()
    expect(legalLinks({ legalCheckbox: false }, urls)).toBeUndefined()
  })

  it('links both the terms and the privacy policy when the feature is on', async () => {
    const legalLinks = await load()
    expect(legalLinks({ legalCheckbox: true }, urls)).toEqual({
      termsUrl: 'https://dapp.example/terms',
      privacyUrl: '/privacy',
    })
  })

  it('links only the one URL the dapp gave', async () => {
    const legalLinks = await load()
    expect(legalLinks({ legalCheckbox: true }, { privacyPolicyUrl: 'https://dapp.example/privacy' })).toEqual({
      privacyUrl: 'https://dapp.example/privacy',
    })
  })

  it('never links a URL that is not a web page', async () => {
    const legalLinks = await load()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(
      legalLinks(
        { legalCheckbox: true },
        { termsConditionsUrl: 'javascript:alert(1)', privacyPolicyUrl: 'https://a.example/p' },
      ),
    ).toEqual({ privacyUrl: 'https://a.example/p' })
  })

  it('shows no checkbox without URLs and warns the developer once', async () => {
    const legalLinks = await load()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(legalLinks({ legalCheckbox: true }, {})).toBeUndefined()
    expect(legalLinks({ legalCheckbox: true }, { termsConditionsUrl: '' })).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain(
      'features.legalCheckbox needs termsConditionsUrl or privacyPolicyUrl',
    )
  })
})
