import { describe, expect, it } from 'vitest'
import { parseRpcJson, toBigInt } from './solanaRpc.ts'

describe('parseRpcJson', () => {
  it('keeps every digit of a u64 past 2^53, which JSON.parse would round', () => {
    const text = '{"jsonrpc":"2.0","result":{"context":{"slot":7},"value":1000000000000000001},"id":1}'
    const body = parseRpcJson(text) as { result: { context: { slot: number }; value: unknown } }
    expect(toBigInt(body.result.value)).toBe(1_000_000_000_000_000_001n)
    expect(body.result.context.slot).toBe(7)
  })

  it('leaves digits inside strings, fractions and exponents as they are', () => {
    const text = '{"message":"custom: 12345678901234567890, done","ui":0.1234567890123456,"e":1e12345678901234567}'
    expect(parseRpcJson(text)).toEqual({
      message: 'custom: 12345678901234567890, done',
      ui: 0.1234567890123456,
      e: Number.POSITIVE_INFINITY,
    })
  })

  it('reads numbers in arrays and a string with escaped quotes', () => {
    expect(parseRpcJson('[18446744073709551615,"a\\"b: 1234567890123456789,",-1234567890123456789]')).toEqual([
      '18446744073709551615',
      'a"b: 1234567890123456789,',
      '-1234567890123456789',
    ])
  })
})
