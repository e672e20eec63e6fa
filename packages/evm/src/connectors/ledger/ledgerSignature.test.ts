import { describe, expect, it } from 'vitest'
import { ledgerSignature, yParityOf } from './ledgerSignature.ts'

describe('yParityOf', () => {
  it("reads the parity from each of the app's v forms", () => {
    expect([yParityOf(27), yParityOf(28)]).toEqual([0, 1])
    expect([yParityOf(0), yParityOf(1)]).toEqual([0, 1])
    // EIP-155 on chain 4: 4 * 2 + 35 = 43 (0x2b) and 44.
    expect([yParityOf(43), yParityOf(44)]).toEqual([0, 1])
    expect(yParityOf(2 * 11297108109 + 36)).toBe(1)
  })

  it('refuses a value no signature has', () => {
    expect(() => yParityOf(30)).toThrow(RangeError)
  })
})

describe('ledgerSignature', () => {
  it('takes hex v from transactions and numeric v from messages, and pads short r and s', () => {
    expect(ledgerSignature({ r: 'ab', s: 'cd', v: '2c' })).toEqual({
      r: `0x${'ab'.padStart(64, '0')}`,
      s: `0x${'cd'.padStart(64, '0')}`,
      yParity: 1,
      v: 28n,
    })
    expect(ledgerSignature({ r: 'ab', s: 'cd', v: 27 })).toMatchObject({ yParity: 0, v: 27n })
  })
})
