// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { assetIcon, currencyIcon, tokenIcon } from './publicIcons.ts'
import { iconSvg, initialsOf, walletIcon } from './walletIcon.ts'

const parseSvg = (svg: string) => {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml')
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0)
  return document.documentElement
}

describe('initialsOf', () => {
  it('takes the first letters of two words, the capitals of a camel-case word, or two letters of one word', () => {
    expect(initialsOf('Trust Wallet')).toBe('TW')
    expect(initialsOf('MetaMask')).toBe('MM')
    expect(initialsOf('Rainbow')).toBe('Ra')
    expect(initialsOf('polkadot{.js}')).toBe('PJ')
    expect(initialsOf('1inch Wallet')).toBe('1W')
    expect(initialsOf('{}')).toBe('?')
  })
})

describe('walletIcon', () => {
  it('draws the same bytes for the same wallet every time', () => {
    expect(walletIcon('metamask', 'MetaMask')).toBe(walletIcon('metamask', 'MetaMask'))
  })

  it('draws a well-formed SVG: a rounded square with a gradient and the initials', () => {
    const root = parseSvg(walletIcon('metamask', 'MetaMask'))
    expect(root.localName).toBe('svg')
    expect(root.querySelector('rect')?.getAttribute('rx')).toBe('22')
    expect(root.querySelector('linearGradient')).not.toBeNull()
    expect(root.querySelector('text')?.textContent).toBe('MM')
  })

  it('colours different wallets differently', () => {
    const gradient = (svg: string) => svg.match(/stop-color="[^"]+"/g)?.join()
    expect(gradient(walletIcon('metamask', 'X'))).not.toBe(gradient(walletIcon('rainbow', 'X')))
  })

  it('escapes a label so it cannot break out of the text element', () => {
    const root = parseSvg(iconSvg({ seed: 'x', label: '<&>', shape: 'circle' }))
    expect(root.querySelector('text')?.textContent).toBe('<&>')
    expect(root.querySelectorAll('*').length).toBe(6)
  })
})

describe('public icons', () => {
  it('draws assets as hexagons, currencies as rimmed coins and tokens as circles', () => {
    expect(parseSvg(assetIcon('eip155:1') ?? '').querySelector('polygon')).not.toBeNull()
    const currency = parseSvg(currencyIcon('usd') ?? '')
    expect(currency.querySelectorAll('circle')).toHaveLength(2)
    expect(currency.querySelector('text')?.textContent).toBe('USD')
    const token = parseSvg(tokenIcon('usdc') ?? '')
    expect(token.querySelectorAll('circle')).toHaveLength(1)
    expect(token.querySelector('text')?.textContent).toBe('USDC')
  })

  it('draws one token icon for the checksummed and the lower-case spelling of an address', () => {
    expect(tokenIcon('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBe(
      tokenIcon('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'),
    )
    expect(tokenIcon('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBeDefined()
  })

  it('draws nothing for a malformed id', () => {
    expect(assetIcon('../etc')).toBeUndefined()
    expect(currencyIcon('U')).toBeUndefined()
    expect(currencyIcon('12USD')).toBeUndefined()
    expect(tokenIcon('not a token')).toBeUndefined()
    expect(tokenIcon('0x1234')).toBeUndefined()
  })
})
