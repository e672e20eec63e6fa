import { describe, expect, it } from 'vitest'
import { isAllowedLicense, licenseOf } from './licenseRules.ts'

describe('the license gate', () => {
  it('passes OSI-approved licenses and expressions with an OSI-approved way through', () => {
    expect(isAllowedLicense('MIT')).toBe(true)
    expect(isAllowedLicense('(MIT OR Apache-2.0)')).toBe(true)
    expect(isAllowedLicense('MIT AND ISC')).toBe(true)
    expect(isAllowedLicense('(MIT OR CC0-1.0)')).toBe(true)
    expect(isAllowedLicense('Apache-2.0 WITH LLVM-exception')).toBe(true)
  })

  it('fails the WalletConnect Community License, custom and unknown licenses, and an AND with one of them', () => {
    expect(isAllowedLicense('SEE LICENSE IN LICENSE.md')).toBe(false)
    expect(isAllowedLicense('UNLICENSED')).toBe(false)
    expect(isAllowedLicense('UNKNOWN')).toBe(false)
    expect(isAllowedLicense('CC0-1.0')).toBe(false)
    expect(isAllowedLicense('MIT AND CC-BY-4.0')).toBe(false)
    expect(isAllowedLicense('')).toBe(false)
  })

  it('reads the old object and array forms of a manifest’s license', () => {
    expect(licenseOf({ license: { type: 'MIT' } })).toBe('MIT')
    expect(licenseOf({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe('(MIT OR Apache-2.0)')
    expect(licenseOf({})).toBe('UNKNOWN')
  })
})
