import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeHistoryCursor, encodeHistoryCursor, LATEST_CURSOR_MS } from './historyCursor.ts'

describe('history cursor', () => {
  it('decodes what it encoded', () => {
    fc.assert(
      fc.property(
        fc.record({
          minedAtMs: fc.integer({ min: 0, max: 4_102_444_800_000 }),
          chainId: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
          blockNumber: fc.bigInt({ min: 0n, max: 2n ** 63n - 1n }),
          txIndex: fc.integer({ min: 0, max: 100_000 }),
        }),
        (position) => {
          expect(decodeHistoryCursor(encodeHistoryCursor(position))).toEqual(position)
        },
      ),
    )
  })

  it('names dates up to the end of year 9999 and no later', () => {
    const position = { minedAtMs: LATEST_CURSOR_MS, chainId: 1, blockNumber: 1n, txIndex: 0 }
    expect(new Date(LATEST_CURSOR_MS).toISOString()).toBe('9999-12-31T23:59:59.999Z')
    expect(decodeHistoryCursor(encodeHistoryCursor(position))).toEqual(position)
    expect(decodeHistoryCursor(encodeHistoryCursor({ ...position, minedAtMs: LATEST_CURSOR_MS + 1 }))).toBeUndefined()
  })

  it('refuses anything it did not issue', () => {
    for (const cursor of [
      '',
      'garbage',
      'W10',
      Buffer.from('[1,2,"x",3]').toString('base64url'),
      Buffer.from('[-1,2,"3",4]').toString('base64url'),
      Buffer.from('[253402300800000,1,"3",4]').toString('base64url'),
    ]) {
      expect(decodeHistoryCursor(cursor)).toBeUndefined()
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (cursor) => {
        const position = decodeHistoryCursor(cursor)
        if (position) expect(encodeHistoryCursor(position)).toBeTruthy()
      }),
    )
  })
})
