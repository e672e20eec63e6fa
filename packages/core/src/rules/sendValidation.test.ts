import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../api/apiTypes.ts'
import { balanceUnits, isNativeToken, tokenContractAddress, validateSend } from './sendValidation.ts'

const usd: TokenBalance = {
  name: 'Foyer USD',
  symbol: 'fUSD',
  chainId: 'eip155:31338',
  address: 'eip155:31338:0xaa974Ab02B651c3B5dcFAD67a88dc7D143A8f3EC',
  quantity: { decimals: '6', numeric: '10.5' },
}
const receiver = '0x2222222222222222222222222222222222222222'
const draft = { hasActiveChain: true, canSend: true, token: usd, amount: '1.25', receiver }
const messageOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return (error as Error).message
  }
  return 'no error'
}

describe('validateSend', () => {
  it('returns the amount in the smallest unit for a valid draft', () => {
    expect(validateSend(draft)).toEqual({ amount: 1_250_000n, token: usd })
  })

  it('asks for an amount and a receiver with the SPEC §5 text', () => {
    expect(messageOf(() => validateSend({ ...draft, amount: '' }))).toBe('An amount and receiver address are required')
    expect(messageOf(() => validateSend({ ...draft, receiver: ' ' }))).toBe(
      'An amount and receiver address are required',
    )
  })

  it('asks for a token with the SPEC §5 text', () => {
    expect(messageOf(() => validateSend({ ...draft, token: undefined }))).toBe('A token is required')
  })

  it('needs an active chain, and refuses a chain whose adapter cannot send as "Unsupported chain"', () => {
    expect(messageOf(() => validateSend({ ...draft, hasActiveChain: false }))).toBe('No active chain')
    expect(messageOf(() => validateSend({ ...draft, canSend: false }))).toBe('Unsupported chain')
  })

  it('refuses an amount that is not a decimal number, is not above 0, or exceeds the balance', () => {
    expect(messageOf(() => validateSend({ ...draft, amount: '1e3' }))).toBe('"1e3" is not a valid decimal number')
    expect(messageOf(() => validateSend({ ...draft, amount: '0' }))).toBe('The amount must be greater than 0')
    expect(messageOf(() => validateSend({ ...draft, amount: '-1' }))).toBe('The amount must be greater than 0')
    expect(messageOf(() => validateSend({ ...draft, amount: '10.500001' }))).toBe('Insufficient balance')
    expect(validateSend({ ...draft, amount: '10.5' }).amount).toBe(10_500_000n)
  })
})

describe('token helpers', () => {
  it('tells the native currency apart and strips the CAIP prefix of a contract', () => {
    expect(isNativeToken({ address: 'native' })).toBe(true)
    expect(isNativeToken({ address: null })).toBe(true)
    expect(tokenContractAddress(usd)).toBe('0xaa974Ab02B651c3B5dcFAD67a88dc7D143A8f3EC')
    expect(balanceUnits({ quantity: { decimals: 6, numeric: 'oops' } })).toBe(0n)
  })
})
