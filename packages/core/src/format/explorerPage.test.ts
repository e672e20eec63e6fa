import { describe, expect, it } from 'vitest'
import { defineNetwork } from '../validation/networks.ts'
import { explorerPage } from './explorerPage.ts'

const network = (url?: string) =>
  defineNetwork({
    id: 1,
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
    ...(url ? { blockExplorers: { default: { name: 'Explorer', url } } } : {}),
  })

describe('explorerPage', () => {
  it('appends the page to the explorer, one slash between them', () => {
    expect(explorerPage(network('https://explorer.example/'), '/address/0xab')).toBe(
      'https://explorer.example/address/0xab',
    )
  })

  it("keeps the explorer's own path and query", () => {
    expect(explorerPage(network('https://explorer.example/btc?cluster=devnet'), 'tx/ab')).toBe(
      'https://explorer.example/btc/tx/ab?cluster=devnet',
    )
  })

  it('has no page without an explorer', () => {
    expect(explorerPage(network(), 'tx/ab')).toBeUndefined()
  })

  it('has no page for an explorer that is not a web link', () => {
    expect(explorerPage(network('javascript:alert(1)'), 'tx/ab')).toBeUndefined()
    expect(explorerPage(network('not a url'), 'tx/ab')).toBeUndefined()
  })
})
