import { SWAP_UNSUPPORTED_MESSAGE } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../http/apiError.ts'
import { swapAddressesOf } from './swapAddresses.ts'

const served = (network: string) => network === 'eip155:31337'
const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TOKEN = '0xaa974Ab02B651c3B5dcFAD67a88dc7D143A8f3EC'

function refusal(run: () => unknown): ApiError {
  try {
    run()
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected a refusal')
}

describe('swapAddressesOf', () => {
  it('reads every address on the served network as lower-case 0x hex', () => {
    expect(swapAddressesOf({ userAddress: `eip155:31337:${USER}`, from: `eip155:31337:${TOKEN}` }, served)).toEqual({
      network: 'eip155:31337',
      chainId: 31337,
      addresses: { userAddress: USER.toLowerCase(), from: TOKEN.toLowerCase() },
    })
  })

  it("answers 'Network not supported for Swaps' on a network without swap contracts", () => {
    const error = refusal(() => swapAddressesOf({ userAddress: `eip155:1:${USER}`, from: `eip155:1:${TOKEN}` }, served))
    expect([error.status, error.code, error.message]).toEqual([400, 'UNSUPPORTED_CHAIN', SWAP_UNSUPPORTED_MESSAGE])
  })

  it('refuses a token on another network than the user', () => {
    const error = refusal(() =>
      swapAddressesOf({ userAddress: `eip155:31337:${USER}`, from: `eip155:1:${TOKEN}` }, served),
    )
    expect([error.code, error.issues]).toEqual([
      'INVALID_REQUEST',
      [{ path: ['from'], message: 'must be on the same network as userAddress' }],
    ])
  })

  it('refuses an account that is not an EVM address, or a mistyped checksum', () => {
    for (const account of ['0x1234', USER.slice(2), `0x${'g'.repeat(40)}`, USER.replace('f39F', 'F39F')]) {
      const error = refusal(() => swapAddressesOf({ userAddress: `eip155:31337:${account}` }, served))
      expect(error.code).toBe('INVALID_REQUEST')
    }
  })
})
