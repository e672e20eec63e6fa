import { describe, expect, it } from 'vitest'
import {
  ConnectionRejectedError,
  ERROR_MESSAGES,
  FoyerError,
  HttpStatusError,
  InvalidDecimalError,
  isUserRejection,
  toFoyerError,
  UserRejectedError,
} from './errors.ts'

describe('FoyerError', () => {
  it('carries a stable code and the catalogue text by default', () => {
    const error = new FoyerError('NETWORK_NOT_FOUND')
    expect(error).toBeInstanceOf(Error)
    expect(error.code).toBe('NETWORK_NOT_FOUND')
    expect(error.message).toBe('Network not found')
    expect(error.name).toBe('FoyerError')
  })

  it('keeps a given message and cause', () => {
    const cause = new Error('socket closed')
    const error = new FoyerError('FAILED_TO_CONNECT', 'Failed to connect', { cause })
    expect(error.cause).toBe(cause)
  })

  it("falls back to 'An error occurred'", () => {
    expect(new FoyerError('DEFAULT').message).toBe('An error occurred')
  })
})

describe('the catalogue classes', () => {
  it("UserRejectedError says 'User rejected the request'", () => {
    const error = new UserRejectedError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error).toMatchObject({
      code: 'USER_REJECTED',
      message: 'User rejected the request',
      name: 'UserRejectedError',
    })
  })

  it("ConnectionRejectedError says 'Connection rejected'", () => {
    expect(new ConnectionRejectedError()).toMatchObject({ code: 'CONNECTION_REJECTED', message: 'Connection rejected' })
  })

  it("HttpStatusError says 'HTTP status code: 500' and keeps the status", () => {
    const error = new HttpStatusError(500)
    expect(error.message).toBe('HTTP status code: 500')
    expect(error.status).toBe(500)
    expect(error.code).toBe('HTTP_STATUS')
    expect(new HttpStatusError(429).message).toBe('HTTP status code: 429')
  })

  it("InvalidDecimalError names the value and says 'is not a valid decimal number'", () => {
    expect(new InvalidDecimalError('1,5').message).toBe('"1,5" is not a valid decimal number')
  })

  it('has the spec texts verbatim', () => {
    expect(ERROR_MESSAGES.INVALID_CONNECTION_STATUS).toBe('Invalid connection status')
    expect(ERROR_MESSAGES.RPC_NOT_ALLOWED).toBe('Requested RPC call is not allowed')
    expect(ERROR_MESSAGES.TOKEN_BALANCE_UNAVAILABLE).toBe('Token Balance Unavailable')
    expect(ERROR_MESSAGES.EMAIL_COOLDOWN).toBe('Please try again after {n} seconds')
  })
})

describe('isUserRejection', () => {
  it.each([4001, 5000, 5002])('treats code %i as a user rejection', (code) => {
    expect(isUserRejection({ code, message: 'whatever' })).toBe(true)
  })

  it('does not treat other codes as a user rejection', () => {
    expect(isUserRejection({ code: 4902, message: 'Unrecognized chain ID' })).toBe(false)
    expect(isUserRejection({ code: -32603, message: 'Internal error' })).toBe(false)
    expect(isUserRejection({ code: '4902' })).toBe(false)
  })

  it("treats a message containing 'User rejected' or 'cancelled' as a user rejection, in any case", () => {
    expect(isUserRejection(new Error('MetaMask Tx Signature: User rejected the request.'))).toBe(true)
    expect(isUserRejection(new Error('user rejected transaction'))).toBe(true)
    expect(isUserRejection(new Error('Request cancelled by the user'))).toBe(true)
    expect(isUserRejection(new Error('Operation canceled'))).toBe(true)
  })

  it('finds a rejection nested in the cause chain', () => {
    const wrapped = new Error('Failed to connect', { cause: new Error('wrapper', { cause: { code: 4001 } }) })
    expect(isUserRejection(wrapped)).toBe(true)
  })

  it('finds a rejection a provider wrapped in data.originalError', () => {
    const wrapped = { code: -32603, message: 'Internal JSON-RPC error.', data: { originalError: { code: 4001 } } }
    expect(isUserRejection(wrapped)).toBe(true)
    expect(toFoyerError(wrapped, 'FAILED_TO_CONNECT').message).toBe('User rejected the request')
  })

  it('takes a rejection code sent as a string', () => {
    expect(isUserRejection({ code: '4001', message: 'whatever' })).toBe(true)
    expect(isUserRejection({ code: '5002' })).toBe(true)
  })

  it('stops at a cause that points to itself', () => {
    const looping = new Error('Failed to connect') as Error & { cause?: unknown }
    looping.cause = looping
    expect(isUserRejection(looping)).toBe(false)
  })

  it('is false for non-objects and ordinary errors', () => {
    for (const value of [undefined, null, 'User rejected', 4001, new Error('Failed to connect')]) {
      expect(isUserRejection(value)).toBe(false)
    }
  })

  it('is true for a UserRejectedError', () => {
    expect(isUserRejection(new UserRejectedError())).toBe(true)
  })
})

describe('toFoyerError', () => {
  it('returns a FoyerError as it is', () => {
    const error = new HttpStatusError(503)
    expect(toFoyerError(error)).toBe(error)
  })

  it('turns any user rejection into UserRejectedError, keeping the original as cause', () => {
    const original = { code: 4001, message: 'User rejected the request.' }
    const error = toFoyerError(original, 'CONNECTION_REJECTED')
    expect(error).toBeInstanceOf(UserRejectedError)
    expect(error.message).toBe('User rejected the request')
    expect(error.cause).toBe(original)
  })

  it("wraps anything else in the fallback code's text, 'An error occurred' by default", () => {
    const original = new Error('boom')
    expect(toFoyerError(original)).toMatchObject({ code: 'DEFAULT', message: 'An error occurred', cause: original })
    expect(toFoyerError('boom', 'FAILED_TO_CONNECT')).toMatchObject({
      code: 'FAILED_TO_CONNECT',
      message: 'Failed to connect',
    })
  })
})
