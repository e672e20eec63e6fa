import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, newNonce } from './contentSecurityPolicy.ts'

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))

describe('contentSecurityPolicy', () => {
  it('lets scripts run only with the nonce, and what they load through strict-dynamic', () => {
    expect(directive(contentSecurityPolicy('abc='), 'script-src')).toBe(
      "script-src 'self' 'nonce-abc=' 'strict-dynamic'",
    )
  })

  it('allows no inline code and no eval anywhere', () => {
    expect(contentSecurityPolicy('abc=')).not.toMatch(/unsafe-inline|unsafe-eval/)
  })
})

describe('newNonce', () => {
  it('gives 16 random bytes in base64, a different one each time', () => {
    const first = newNonce()
    expect(atob(first)).toHaveLength(16)
    expect(newNonce()).not.toBe(first)
  })
})
