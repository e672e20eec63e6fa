import { describe, expect, it } from 'vitest'
import { buildTransactionRequestSchema, convertQuotesQuerySchema, MAX_UINT256, slippageSchema } from './convert.ts'

const base = {
  userAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  from: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  to: 'eip155:31337:0xaa974Ab02B651c3B5dcFAD67a88dc7D143A8f3EC',
}

describe('swap call schemas', () => {
  it('takes a quote amount as whole base units only', () => {
    expect(convertQuotesQuerySchema.safeParse({ ...base, amount: '1000' }).success).toBe(true)
    for (const amount of ['-1', '1.5', '0', '01', '1e18', '', ' 1'])
      expect(convertQuotesQuerySchema.safeParse({ ...base, amount }).success).toBe(false)
  })

  it('refuses an amount above uint256', () => {
    const over = (BigInt(MAX_UINT256) + 1n).toString()
    expect(convertQuotesQuerySchema.safeParse({ ...base, amount: over }).success).toBe(false)
  })

  it('defaults build-transaction slippage to SPEC §9 1 percent', () => {
    const body = buildTransactionRequestSchema.parse({ ...base, amount: '1' })
    expect(body.eip155.slippage).toBe('1')
  })

  it('takes slippage from 0 to 50 percent, as a string or a number', () => {
    for (const value of ['0', '0.5', '1', '50', 3]) expect(slippageSchema.safeParse(value).success).toBe(true)
    for (const value of ['-1', '50.1', '51', 'abc', '1e1', ''])
      expect(slippageSchema.safeParse(value).success).toBe(false)
  })
})
