import { describe, expect, it } from 'vitest'
import { allowedReturnUrl } from './socialReturnUrl.ts'

const ALLOWED = ['https://dapp.example', 'http://127.0.0.1:4173']

describe("a redirect login's page to come back to", () => {
  it('keeps a page of the allowed origin the login started from, path and query included, fragment dropped', () => {
    expect(allowedReturnUrl('https://dapp.example/shop?item=7#cart', 'https://dapp.example', ALLOWED)).toBe(
      'https://dapp.example/shop?item=7',
    )
    expect(allowedReturnUrl('http://127.0.0.1:4173/?devWallet=off', 'http://127.0.0.1:4173', ALLOWED)).toBe(
      'http://127.0.0.1:4173/?devWallet=off',
    )
  })

  it('refuses another origin, even one the project allows, and origins the project does not list', () => {
    expect(allowedReturnUrl('http://127.0.0.1:4173/', 'https://dapp.example', ALLOWED)).toBeUndefined()
    expect(allowedReturnUrl('https://evil.example/', 'https://evil.example', ALLOWED)).toBeUndefined()
    expect(allowedReturnUrl('https://dapp.example.evil.example/', 'https://dapp.example', ALLOWED)).toBeUndefined()
    expect(allowedReturnUrl('https://dapp.example:8443/', 'https://dapp.example', ALLOWED)).toBeUndefined()
  })

  it('refuses what is not an http(s) URL, and URLs carrying a user name or password', () => {
    for (const bad of [
      'javascript:alert(1)//https://dapp.example',
      'data:text/html,hi',
      '//dapp.example/',
      '/relative',
      'https://user:secret@dapp.example/',
      'https://evil.example@dapp.example/',
      'not a url',
    ]) {
      expect(allowedReturnUrl(bad, 'https://dapp.example', ALLOWED)).toBeUndefined()
    }
  })

  it('matches allowed origins exactly, whatever their stored form', () => {
    expect(allowedReturnUrl('https://dapp.example/a', 'https://dapp.example', ['https://dapp.example/'])).toBe(
      'https://dapp.example/a',
    )
    expect(allowedReturnUrl('https://dapp.example/a', 'https://dapp.example', ['not a url'])).toBeUndefined()
  })
})
