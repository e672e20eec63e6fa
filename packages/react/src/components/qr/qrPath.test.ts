import { describe, expect, it } from 'vitest'
import { qrPath } from './qrPath.ts'

describe('qrPath', () => {
  it('draws one unit square per dark module, at its column and row', () => {
    const dark = new Set(['0,0', '1,2'])
    expect(qrPath(3, (row, column) => dark.has(`${row},${column}`))).toBe('M0 0h1v1h-1zM2 1h1v1h-1z')
  })

  it('draws nothing for an all-light code', () => {
    expect(qrPath(2, () => false)).toBe('')
  })
})
