import { describe, expect, it } from 'vitest'
import { isOriginAllowed, normalizeOrigin } from './originPolicy.ts'

describe('normalizeOrigin', () => {
  it('keeps scheme, host and a non-default port, lower-cased', () => {
    expect(normalizeOrigin('HTTP://App.Example:8080')).toBe('http://app.example:8080')
    expect(normalizeOrigin('https://app.example:443/')).toBe('https://app.example')
  })

  it('refuses what is not an http(s) origin', () => {
    for (const text of [
      'null',
      'file:///tmp/x',
      'app.example',
      'https://app.example/path',
      'https://u:p@app.example',
    ]) {
      expect(normalizeOrigin(text)).toBeUndefined()
    }
  })
})

describe('isOriginAllowed', () => {
  const allowed = ['http://127.0.0.1:4173', 'https://dapp.example']

  it('allows a listed origin however it is spelled', () => {
    expect(isOriginAllowed('http://127.0.0.1:4173', allowed)).toBe(true)
    expect(isOriginAllowed('HTTPS://DAPP.example', allowed)).toBe(true)
  })

  it('refuses another port, scheme or subdomain', () => {
    expect(isOriginAllowed('http://127.0.0.1:4174', allowed)).toBe(false)
    expect(isOriginAllowed('http://dapp.example', allowed)).toBe(false)
    expect(isOriginAllowed('https://evil.dapp.example', allowed)).toBe(false)
    expect(isOriginAllowed('null', allowed)).toBe(false)
  })
})
