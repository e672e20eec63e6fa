import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/storedItems.ts'
import { keepSocialRedirect, takeSocialRedirect } from './socialRedirectState.ts'

describe("a redirect login's state in the tab", () => {
  it('is 32 random bytes, base64url, new for each login', () => {
    const tab = createMemoryStorage()
    const first = keepSocialRedirect('google', tab, 0)
    const second = keepSocialRedirect('google', tab, 0)
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(second).not.toBe(first)
  })

  it('gives the provider back for its own state, once', () => {
    const tab = createMemoryStorage()
    const state = keepSocialRedirect('github', tab, 1_000) ?? ''
    expect(takeSocialRedirect(state, tab, 2_000)).toBe('github')
    expect(takeSocialRedirect(state, tab, 2_000)).toBeUndefined()
  })

  it('takes nothing for a state the tab did not make, and leaves its own login waiting', () => {
    const tab = createMemoryStorage()
    const state = keepSocialRedirect('google', tab, 0) ?? ''
    expect(takeSocialRedirect('A'.repeat(43), tab, 0)).toBeUndefined()
    expect(takeSocialRedirect(state, tab, 0)).toBe('google')
  })

  it('takes nothing in another tab, or when only an older login of this tab matches', () => {
    const tab = createMemoryStorage()
    const older = keepSocialRedirect('google', tab, 0) ?? ''
    const newer = keepSocialRedirect('google', tab, 0) ?? ''
    expect(takeSocialRedirect(newer, createMemoryStorage(), 0)).toBeUndefined()
    expect(takeSocialRedirect(older, tab, 0)).toBeUndefined()
    expect(takeSocialRedirect(newer, tab, 0)).toBe('google')
  })

  it('expires with the login it belongs to (10 minutes)', () => {
    const tab = createMemoryStorage()
    const state = keepSocialRedirect('google', tab, 0) ?? ''
    expect(takeSocialRedirect(state, tab, 10 * 60_000)).toBeUndefined()
  })

  it('cannot be kept without a tab storage, so such a login never starts', () => {
    expect(keepSocialRedirect('google', undefined)).toBeUndefined()
    const broken = { ...createMemoryStorage(), setItem: () => {} }
    expect(keepSocialRedirect('google', broken)).toBeUndefined()
  })
})
