import { describe, expect, it } from 'vitest'
import { canCloseView } from './siwxRules.ts'

describe('canCloseView', () => {
  const required = { signInRequired: true, hasSignInSession: false, connected: true }

  it('keeps the sign, approve and email views open while a required sign-in has no session', () => {
    expect(canCloseView('SIWXSignMessage', required)).toBe(false)
    expect(canCloseView('ApproveTransaction', required)).toBe(false)
    expect(canCloseView('DataCapture', required)).toBe(false)
    expect(canCloseView('Account', required)).toBe(true)
  })

  it('keeps the switch back to the signed-in network open, and no other switch', () => {
    expect(canCloseView('SwitchNetwork', { ...required, returningToSignedIn: true })).toBe(false)
    expect(canCloseView('SwitchNetwork', required)).toBe(true)
    expect(canCloseView('SwitchNetwork', { ...required, hasSignInSession: true, returningToSignedIn: true })).toBe(true)
  })

  it('lets them close with a session, when sign-in is optional, or once the wallet is gone', () => {
    expect(canCloseView('SIWXSignMessage', { ...required, hasSignInSession: true })).toBe(true)
    expect(canCloseView('SIWXSignMessage', { ...required, signInRequired: false })).toBe(true)
    expect(canCloseView('SIWXSignMessage', { ...required, connected: false })).toBe(true)
  })
})
