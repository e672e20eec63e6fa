import { expect, it } from 'vitest'
import { frameAncestorOrigins, secureSiteCsp } from './secureSiteCsp.ts'

it('names the allowed origins as frame ancestors and nothing else outside its own origin', () => {
  expect(secureSiteCsp(['https://dapp.example', 'http://127.0.0.1:4173'])).toBe(
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
      "frame-ancestors https://dapp.example http://127.0.0.1:4173; base-uri 'none'; form-action 'none'",
  )
})

it("lets nothing frame the page when no origin is allowed ('none')", () => {
  expect(secureSiteCsp([])).toContain("frame-ancestors 'none';")
})

it('keeps only exact origins, so a stored value cannot widen or break the header', () => {
  expect(
    frameAncestorOrigins([
      'https://dapp.example/',
      'https://dapp.example',
      'https://*.example',
      'https://a.example; script-src *',
      'https://b.example/path',
      'javascript:alert(1)',
      "'self'",
      42,
      'HTTP://C.EXAMPLE:8080',
    ]),
  ).toEqual(['https://dapp.example', 'http://c.example:8080'])
})
