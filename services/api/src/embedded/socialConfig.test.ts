import { describe, expect, it } from 'vitest'
import { readSocialsConfig } from './socialConfig.ts'

describe('FOYER_EMBEDDED_SOCIALS', () => {
  it('reads a provider by issuer', () => {
    const text = JSON.stringify({ google: { issuer: 'https://accounts.google.com', clientId: 'a', clientSecret: 'b' } })
    expect(readSocialsConfig(text)).toEqual({
      google: { issuer: 'https://accounts.google.com', clientId: 'a', clientSecret: 'b' },
    })
  })

  it('refuses a provider SPEC §9 does not name, naming where and never the secret', () => {
    const text = JSON.stringify({
      myspace: { issuer: 'https://myspace.example', clientId: 'a', clientSecret: 'hunter2' },
    })
    expect(() => readSocialsConfig(text)).toThrow(
      /^FOYER_EMBEDDED_SOCIALS is not valid: not a social provider: myspace/,
    )
    expect(() => readSocialsConfig(text)).not.toThrow(/hunter2/)
  })

  it('refuses a provider with neither an issuer nor endpoints', () => {
    expect(() => readSocialsConfig(JSON.stringify({ x: { clientId: 'a', clientSecret: 'b' } }))).toThrow(
      'needs an issuer or its endpoints',
    )
  })
})
