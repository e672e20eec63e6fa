import { describe, expect, it } from 'vitest'
import { isSessionStale } from './isSessionStale.ts'

describe('isSessionStale (SPEC §4)', () => {
  it('keeps a session asked for exactly the configured chains, in any order', () => {
    expect(isSessionStale(['eip155:31338', 'eip155:31337'], ['eip155:31337', 'eip155:31338'])).toBe(false)
  })

  it('drops a session when the dapp has added a chain since', () => {
    expect(isSessionStale(['eip155:31337'], ['eip155:31337', 'eip155:31338'])).toBe(true)
  })

  it('drops a session when the dapp has removed a chain since', () => {
    expect(isSessionStale(['eip155:31337', 'eip155:31338'], ['eip155:31337'])).toBe(true)
  })

  it('drops a session that asked for nothing known', () => {
    expect(isSessionStale([], ['eip155:31337'])).toBe(true)
  })
})
