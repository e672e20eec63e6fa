import { describe, expect, it } from 'vitest'
import { parseChainId } from './parseChainId.ts'

describe('parseChainId', () => {
  it('reads a CAIP-2 EVM id or a plain number', () => {
    expect(parseChainId('eip155:31337')).toBe(31337)
    expect(parseChainId('31337')).toBe(31337)
  })

  it('refuses other namespaces, zero, padding and numbers past the safe range', () => {
    for (const text of [
      undefined,
      '',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      '0',
      '031337',
      ' 1',
      '1.5',
      '99999999999999999',
    ]) {
      expect(parseChainId(text)).toBeUndefined()
    }
  })
})
