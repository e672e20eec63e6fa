import { describe, expect, it } from 'vitest'
import { isEmailAddress, isOneTimeCode } from './emailFormat.ts'

describe('email format', () => {
  it('takes what can be an address, trimmed, and refuses what cannot', () => {
    expect(isEmailAddress(' ada@example.com ')).toBe(true)
    for (const input of ['ada@', 'ada@example', '@example.com', 'a da@example.com', '']) {
      expect(isEmailAddress(input)).toBe(false)
    }
  })

  it('takes six digits as a code, and nothing else', () => {
    expect(isOneTimeCode('012345')).toBe(true)
    for (const input of ['12345', '1234567', '12345a', '']) expect(isOneTimeCode(input)).toBe(false)
  })
})
