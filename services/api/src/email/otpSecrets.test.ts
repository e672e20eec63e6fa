import { EMAIL_OTP_LENGTH } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { hashOtpCode, newOtpCode, normalizeEmail, sameHash } from './otpSecrets.ts'

describe('otp secrets', () => {
  it('makes codes of exactly EMAIL_OTP_LENGTH digits, leading zeros kept', () => {
    const codes = Array.from({ length: 200 }, newOtpCode)
    expect(codes.every((code) => new RegExp(`^\\d{${EMAIL_OTP_LENGTH}}$`).test(code))).toBe(true)
    expect(new Set(codes).size).toBeGreaterThan(190)
  })

  it('hashes a code bound to its project and address', () => {
    const hash = hashOtpCode('p1', 'a@example.test', '123456')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(sameHash(hash, hashOtpCode('p1', 'a@example.test', '123456'))).toBe(true)
    expect(sameHash(hash, hashOtpCode('p2', 'a@example.test', '123456'))).toBe(false)
    expect(sameHash(hash, hashOtpCode('p1', 'b@example.test', '123456'))).toBe(false)
    expect(sameHash(hash, hashOtpCode('p1', 'a@example.test', '123457'))).toBe(false)
  })

  it('normalises an address to lower case without surrounding spaces', () => {
    expect(normalizeEmail('  Alice@Example.TEST ')).toBe('alice@example.test')
  })
})
