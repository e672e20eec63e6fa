import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { openAuthShare, sealAuthShare } from './authShareCipher.ts'

describe('auth share cipher', () => {
  const kek = randomBytes(32)
  const share = randomBytes(33)

  it('opens what it sealed for the same account under the same key', () => {
    const sealed = sealAuthShare(kek, 'account-1', share)
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/)
    expect(Buffer.from(openAuthShare(kek, 'account-1', sealed))).toEqual(share)
  })

  it('refuses another account, another key, or a changed byte', () => {
    const sealed = sealAuthShare(kek, 'account-1', share)
    expect(() => openAuthShare(kek, 'account-2', sealed)).toThrow()
    expect(() => openAuthShare(randomBytes(32), 'account-1', sealed)).toThrow()
    const last = sealed.at(-2) === 'A' ? 'B' : 'A'
    expect(() => openAuthShare(kek, 'account-1', `${sealed.slice(0, -2)}${last}${sealed.at(-1)}`)).toThrow()
  })
})
