import { describe, expect, it } from 'vitest'
import { walletDeepLink } from './walletDeepLink.ts'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=def'
const encoded = encodeURIComponent(uri)

describe('walletDeepLink', () => {
  it('appends the encoded pairing URI to a native scheme', () => {
    expect(walletDeepLink('examplewallet://', uri)).toBe(`examplewallet://wc?uri=${encoded}`)
    expect(walletDeepLink('examplewallet:', uri)).toBe(`examplewallet://wc?uri=${encoded}`)
  })

  it('appends it to a universal link, adding the missing slash', () => {
    expect(walletDeepLink('https://link.example.com', uri)).toBe(`https://link.example.com/wc?uri=${encoded}`)
  })

  it('gives no link for a missing or dangerous mobile_link', () => {
    expect(walletDeepLink(undefined, uri)).toBeUndefined()
    expect(walletDeepLink('javascript:alert(1)', uri)).toBeUndefined()
    expect(walletDeepLink('http://insecure.example', uri)).toBeUndefined()
  })
})
