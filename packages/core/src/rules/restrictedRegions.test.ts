import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_FEATURES } from '../options/resolveOptions.ts'
import { RESTRICTED_TIME_ZONES, restrictedFeaturesFor, withoutRestricted } from './restrictedRegions.ts'

describe('restrictedFeaturesFor', () => {
  it('hides swaps and buying crypto in the time zones of mainland China, Hong Kong and Macau', () => {
    for (const zone of ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Hong_Kong', 'Asia/Macau']) {
      expect(restrictedFeaturesFor(zone, undefined)).toEqual(['swaps', 'onramp'])
    }
  })

  it('hides nothing elsewhere, or when the time zone is unknown', () => {
    expect(restrictedFeaturesFor('Asia/Taipei', undefined)).toEqual([])
    expect(restrictedFeaturesFor('Europe/Paris', undefined)).toEqual([])
    expect(restrictedFeaturesFor(undefined, undefined)).toEqual([])
  })

  it("follows the dapp's own list of zones and features", () => {
    const option = { timeZones: ['Europe/Paris'], features: ['onramp'] as const }
    expect(restrictedFeaturesFor('Europe/Paris', option)).toEqual(['onramp'])
    expect(restrictedFeaturesFor('Asia/Shanghai', option)).toEqual([])
  })

  it('hides nothing when the dapp turns the rule off', () => {
    expect(restrictedFeaturesFor(RESTRICTED_TIME_ZONES[0], false)).toEqual([])
  })
})

describe('withoutRestricted', () => {
  const on = { ...DEFAULT_FEATURES, swaps: true, onramp: true }

  it('turns the restricted features off and leaves the others', () => {
    const features = withoutRestricted(on, () => ['swaps', 'onramp'])
    expect(features).toMatchObject({ swaps: false, onramp: false, send: true, receive: true })
  })

  it('keeps the same object when nothing is restricted', () => {
    expect(withoutRestricted(on, () => [])).toBe(on)
  })

  it('does not ask for the restricted list when no feature it could hide is on', () => {
    const off = { ...DEFAULT_FEATURES, swaps: false, onramp: false }
    const restricted = vi.fn(() => ['swaps', 'onramp'] as const)
    expect(withoutRestricted(off, restricted)).toBe(off)
    expect(restricted).not.toHaveBeenCalled()
  })
})
