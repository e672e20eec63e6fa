import { describe, expect, it } from 'vitest'
import { usageMonth } from './usageMonth.ts'
import { visitorKeyOf, visitorKeyOfPath } from './visitorKey.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('visitorKeyOf', () => {
  it('counts an EVM address once however it is cased', () => {
    expect(visitorKeyOf(address)).toBe(visitorKeyOf(address.toLowerCase()))
  })

  it('keeps a Solana address as it is and refuses anything else', () => {
    expect(visitorKeyOf('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')).toBe(
      '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
    )
    for (const junk of ['0x1234', 'vitalik.eth', 42, undefined, `${address}00`])
      expect(visitorKeyOf(junk)).toBeUndefined()
  })
})

describe('visitorKeyOfPath', () => {
  it('reads the address of the account-scoped calls only', () => {
    expect(visitorKeyOfPath(`/v1/account/${address}/balance`)).toBe(address.toLowerCase())
    expect(visitorKeyOfPath(`/v1/identity/${address}`)).toBe(address.toLowerCase())
    expect(visitorKeyOfPath(`/v1/profile/reverse/${address}`)).toBe(address.toLowerCase())
    expect(visitorKeyOfPath(`/getWallets/${address}`)).toBeUndefined()
  })
})

describe('usageMonth', () => {
  it('names the UTC month', () => {
    expect(usageMonth(Date.UTC(2026, 10, 30, 23, 59))).toBe('2026-11')
    expect(usageMonth(Date.UTC(2026, 11, 1))).toBe('2026-12')
  })
})
