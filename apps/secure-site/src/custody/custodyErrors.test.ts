import { describe, expect, it } from 'vitest'
import {
  FrameRequestError,
  WalletIntegrityError,
  WeakRecoveryPasswordError,
  WrongRecoveryPasswordError,
} from './custodyErrors.ts'

describe('custody errors', () => {
  it("tell the visitor only 'Something went wrong' when a rebuilt wallet fails its commitment", () => {
    const error = new WalletIntegrityError()
    expect(error.message).toBe('Something went wrong')
    expect(error.details).toBe('The rebuilt wallet does not match its address commitment')
  })

  it('name a wrong recovery password as such', () => {
    expect(new WrongRecoveryPasswordError()).toMatchObject({
      name: 'WrongRecoveryPasswordError',
      message: 'Wrong recovery password',
    })
  })

  it('say how long a new recovery password must be', () => {
    expect(new WeakRecoveryPasswordError(12).message).toBe('Choose a recovery password of at least 12 characters')
  })

  it("carry the refused request's message as the dapp will read it", () => {
    expect(new FrameRequestError('Action not allowed')).toMatchObject({
      name: 'FrameRequestError',
      message: 'Action not allowed',
    })
  })
})
