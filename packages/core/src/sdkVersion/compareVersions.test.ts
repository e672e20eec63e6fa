import { describe, expect, it } from 'vitest'
import { compareVersions } from './compareVersions.ts'

describe('compareVersions (semver precedence)', () => {
  it('orders by major, then minor, then patch, as numbers', () => {
    expect(compareVersions('0.1.0', '0.2.0')).toBe(-1)
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1)
    expect(compareVersions('2.0.0', '10.0.0')).toBe(-1)
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0)
  })

  it('ranks a pre-release below its release, and pre-releases by their identifiers', () => {
    const ordered = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
    ]
    for (let index = 1; index < ordered.length; index++) {
      expect(compareVersions(ordered[index - 1] as string, ordered[index] as string)).toBe(-1)
      expect(compareVersions(ordered[index] as string, ordered[index - 1] as string)).toBe(1)
    }
  })

  it('ignores build metadata', () => {
    expect(compareVersions('1.0.0+build.1', '1.0.0+build.2')).toBe(0)
  })

  it('gives no order when either is not a version', () => {
    expect(compareVersions('1.0', '1.0.0')).toBeUndefined()
    expect(compareVersions('1.0.0', 'latest')).toBeUndefined()
  })
})
