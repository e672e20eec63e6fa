import { isEmailAddress } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { codeDigits, isCompleteCode } from './emailFormat.ts'

describe('emailFormat', () => {
  it('accepts an address with a name, an @ and a dotted domain, spaces around it ignored', () => {
    expect(isEmailAddress('visitor@example.com')).toBe(true)
    expect(isEmailAddress('  first.last+tag@mail.example.org ')).toBe(true)
  })

  it('refuses what cannot be an address', () => {
    for (const input of ['', 'visitor', 'visitor@', '@example.com', 'visitor@example', 'a b@example.com', 'a@b@c.d']) {
      expect(isEmailAddress(input), input).toBe(false)
    }
  })

  it('keeps the digits of a typed or pasted code, six at most', () => {
    expect(codeDigits('123 456')).toBe('123456')
    expect(codeDigits('12-34-56-78')).toBe('123456')
    expect(codeDigits('Your code: 042917')).toBe('042917')
    expect(codeDigits('abc')).toBe('')
  })

  it('calls a code complete at exactly six digits', () => {
    expect(isCompleteCode('042917')).toBe(true)
    expect(isCompleteCode('04291')).toBe(false)
    expect(isCompleteCode('04291a')).toBe(false)
  })
})
