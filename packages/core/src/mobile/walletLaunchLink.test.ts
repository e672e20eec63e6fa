import { describe, expect, it } from 'vitest'
import { walletLaunchLink } from './walletLaunchLink.ts'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=def'
const encoded = encodeURIComponent(uri)

describe('walletLaunchLink', () => {
  it('appends the encoded pairing URI to a native scheme', () => {
    expect(walletLaunchLink({ mobileLink: 'examplewallet://' }, uri)).toBe(`examplewallet://wc?uri=${encoded}`)
    expect(walletLaunchLink({ mobileLink: 'examplewallet:' }, uri)).toBe(`examplewallet://wc?uri=${encoded}`)
    expect(walletLaunchLink({ mobileLink: 'okex://main' }, uri)).toBe(`okex://main/wc?uri=${encoded}`)
  })

  it('appends it to a universal link, adding the missing slash', () => {
    expect(walletLaunchLink({ mobileLink: 'https://link.example.com' }, uri)).toBe(
      `https://link.example.com/wc?uri=${encoded}`,
    )
  })

  it('prefers the universal link over the native scheme when the wallet has both', () => {
    const wallet = { universalLink: 'https://app.example.com/', mobileLink: 'examplewallet://' }
    expect(walletLaunchLink(wallet, uri)).toBe(`https://app.example.com/wc?uri=${encoded}`)
  })

  it('falls back to the native scheme when the universal link is unsafe', () => {
    const wallet = { universalLink: 'http://app.example.com', mobileLink: 'examplewallet://' }
    expect(walletLaunchLink(wallet, uri)).toBe(`examplewallet://wc?uri=${encoded}`)
  })

  it('accepts plain http only for a wallet served from this machine', () => {
    expect(walletLaunchLink({ universalLink: 'http://127.0.0.1:4173/wallet/' }, uri)).toBe(
      `http://127.0.0.1:4173/wallet/wc?uri=${encoded}`,
    )
    expect(walletLaunchLink({ universalLink: 'http://localhost/wallet' }, uri)).toBe(
      `http://localhost/wallet/wc?uri=${encoded}`,
    )
  })

  it('links without a pairing URI to bring a paired wallet forward for a request', () => {
    expect(walletLaunchLink({ mobileLink: 'examplewallet://' })).toBe('examplewallet://wc')
    expect(walletLaunchLink({ universalLink: 'https://app.example.com' })).toBe('https://app.example.com/wc')
  })

  it('gives no link for a missing or dangerous one', () => {
    expect(walletLaunchLink({}, uri)).toBeUndefined()
    expect(walletLaunchLink({ mobileLink: 'javascript:alert(1)' }, uri)).toBeUndefined()
    expect(walletLaunchLink({ mobileLink: 'data:text/html,hi' }, uri)).toBeUndefined()
    expect(walletLaunchLink({ mobileLink: 'http://insecure.example' }, uri)).toBeUndefined()
    expect(walletLaunchLink({ universalLink: 'https://user:pass@evil.example' }, uri)).toBeUndefined()
    expect(walletLaunchLink({ mobileLink: 'wallet://a b' }, uri)).toBeUndefined()
  })
})
