import { describe, expect, it } from 'vitest'
import { SOCIAL_RESULT_TYPE } from './socialResult.ts'
import { readSocialReturn, socialRedirectSchema, socialReturnLocation } from './socialReturn.ts'

const STATE = 'S'.repeat(43)
const redirect = { returnUrl: 'https://dapp.example/shop?item=7', appState: STATE }
const resultUri = `https://secure.example/social/result?result=${'R'.repeat(43)}`

describe("the redirect's way back to the app", () => {
  it('keeps the page, puts the outcome and the state in the fragment, and reads back as the popup message', () => {
    const location = socialReturnLocation(redirect, { status: 'success', resultUri })
    const url = new URL(location)
    expect([url.origin, url.pathname, url.search]).toEqual(['https://dapp.example', '/shop', '?item=7'])
    expect(url.hash.startsWith('#foyer-social=success&')).toBe(true)
    expect(readSocialReturn(url.hash)).toEqual({
      message: { type: SOCIAL_RESULT_TYPE, status: 'success', resultUri },
      state: STATE,
    })
  })

  it('carries a refused login as the error variant with its SPEC §8 text', () => {
    const location = socialReturnLocation(
      { ...redirect, returnUrl: 'https://dapp.example/#old' },
      { status: 'error', message: 'Failed to initiate social connection' },
    )
    expect(location.split('#').length).toBe(2)
    expect(readSocialReturn(new URL(location).hash)).toEqual({
      message: { type: SOCIAL_RESULT_TYPE, status: 'error', message: 'Failed to initiate social connection' },
      state: STATE,
    })
  })

  it('reads nothing from a fragment without a well-formed state, with fields of its own, or of another shape', () => {
    for (const fragment of [
      `#foyer-social=success&resultUri=${encodeURIComponent(resultUri)}`,
      `#foyer-social=success&resultUri=${encodeURIComponent(resultUri)}&state=short`,
      `#foyer-social=success&resultUri=${encodeURIComponent(resultUri)}&state=${STATE}&extra=1`,
      `#foyer-social=success&message=x&state=${STATE}`,
      `#foyer-social=maybe&resultUri=x&state=${STATE}`,
      `#foyer-social=error&message=&state=${STATE}`,
      '#somewhere-else',
    ]) {
      expect(readSocialReturn(fragment)).toBeUndefined()
    }
  })

  it('takes only an http(s) page to come back to and a random state', () => {
    expect(socialRedirectSchema.safeParse(redirect).success).toBe(true)
    for (const bad of [
      { ...redirect, returnUrl: 'javascript:alert(1)' },
      { ...redirect, returnUrl: '/relative' },
      { ...redirect, appState: 'short' },
      { ...redirect, extra: true },
    ]) {
      expect(socialRedirectSchema.safeParse(bad).success).toBe(false)
    }
  })
})
