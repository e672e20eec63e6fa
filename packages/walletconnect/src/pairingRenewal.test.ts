import { describe, expect, it } from 'vitest'
import { PAIRING_LIFETIME_MS } from './constants.ts'
import { msUntilRenewal, needsRenewal } from './pairingRenewal.ts'

describe('pairing renewal (SPEC §4, §9)', () => {
  it('renews a fresh 4-minute pairing 10 s before it ends', () => {
    expect(PAIRING_LIFETIME_MS).toBe(240_000)
    expect(msUntilRenewal(1_000 + PAIRING_LIFETIME_MS, 1_000)).toBe(230_000)
  })

  it('treats a pairing with exactly 10 s left as due, and one with 10.001 s left as not yet', () => {
    expect(needsRenewal(20_000, 10_000)).toBe(true)
    expect(needsRenewal(20_001, 10_000)).toBe(false)
  })

  it('renews at once a pairing whose renewal moment has passed', () => {
    expect(msUntilRenewal(5_000, 10_000)).toBe(0)
  })
})
