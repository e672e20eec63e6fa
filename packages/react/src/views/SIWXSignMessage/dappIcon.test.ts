import { describe, expect, it } from 'vitest'
import { dappIcon } from './dappIcon.ts'

const page = 'https://dapp.example/app'

describe('dappIcon', () => {
  it('takes the first icon on the page’s own origin, relative or absolute', () => {
    expect(dappIcon(['https://cdn.example/logo.png', '/logo.png'], page)).toBe('/logo.png')
    expect(dappIcon(['https://dapp.example/logo.png'], page)).toBe('https://dapp.example/logo.png')
  })

  it('accepts an SVG data URI, which is drawn inline after sanitising', () => {
    const svg = 'data:image/svg+xml;base64,PHN2Zy8+'
    expect(dappIcon([svg], page)).toBe(svg)
  })

  it('refuses other origins and other data URIs, which the strict CSP would block', () => {
    expect(dappIcon(['https://cdn.example/logo.png', 'data:image/png;base64,AAAA'], page)).toBeUndefined()
  })

  it('has nothing to show without icons or without a page', () => {
    expect(dappIcon(undefined, page)).toBeUndefined()
    expect(dappIcon(['/logo.png'], undefined)).toBeUndefined()
  })
})
