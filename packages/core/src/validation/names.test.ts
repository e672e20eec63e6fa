import { describe, expect, it } from 'vitest'
import { isAccountName, isNameLabel } from './names.ts'

describe('isNameLabel (SPEC §5)', () => {
  it('takes letters, digits and hyphens, at least 4 characters', () => {
    expect(isNameLabel('alice')).toBe(true)
    expect(isNameLabel('bob-1')).toBe(true)
    expect(isNameLabel('abc')).toBe(false)
    expect(isNameLabel('al ice')).toBe(false)
    expect(isNameLabel('alice_b')).toBe(false)
  })
})

describe('isAccountName', () => {
  it('takes a valid label followed by a suffix of the name service', () => {
    expect(isAccountName('alice.reown.id')).toBe(true)
    expect(isAccountName('Alice.Reown.ID')).toBe(true)
    expect(isAccountName('bob-1.wcn.id')).toBe(true)
  })

  it('refuses a name cut short, a bare label, a short label and another suffix', () => {
    expect(isAccountName('alice.')).toBe(false)
    expect(isAccountName('alice')).toBe(false)
    expect(isAccountName('.reown.id')).toBe(false)
    expect(isAccountName('abc.reown.id')).toBe(false)
    expect(isAccountName('al ice.reown.id')).toBe(false)
    expect(isAccountName('alice.bob.reown.id')).toBe(false)
    expect(isAccountName('alice.eth')).toBe(false)
  })

  it('follows the suffixes a dapp configures', () => {
    expect(isAccountName('alice.names.example', ['.names.example'])).toBe(true)
    expect(isAccountName('alice.reown.id', ['.names.example'])).toBe(false)
  })
})
