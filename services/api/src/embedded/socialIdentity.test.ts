import { describe, expect, it } from 'vitest'
import { identityFromClaims } from './socialIdentity.ts'

describe('identityFromClaims', () => {
  it('takes the subject from the ID token and the name from userinfo when the token has none', () => {
    expect(
      identityFromClaims({ idToken: { sub: 'a1' }, userinfo: { sub: 'a1', preferred_username: 'alice' } }),
    ).toEqual({
      subject: 'a1',
      username: 'alice',
    })
  })

  it('falls back to the email as the name', () => {
    expect(identityFromClaims({ idToken: { sub: 'a1' }, userinfo: { email: 'a@example.com' } })?.username).toBe(
      'a@example.com',
    )
  })

  it('identifies a plain OAuth 2 visitor by the userinfo id', () => {
    expect(identityFromClaims({ userinfo: { id: 42, login: 'octo' } })).toEqual({ subject: '42', username: 'octo' })
  })

  it('reads a user wrapped in data, as X answers', () => {
    expect(identityFromClaims({ userinfo: { data: { id: '2244994945', username: 'XDevelopers' } } })).toEqual({
      subject: '2244994945',
      username: 'XDevelopers',
    })
  })

  it('gives no identity without a subject', () => {
    expect(identityFromClaims({ userinfo: { email: 'a@example.com' } })).toBeUndefined()
  })
})
