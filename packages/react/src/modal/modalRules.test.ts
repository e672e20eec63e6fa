import { describe, expect, it } from 'vitest'
import { canCloseView, showsBackButton } from './modalRules.ts'

describe('showsBackButton', () => {
  it('hides Back on the first view, where back would only close the modal (SPEC §2)', () => {
    expect(showsBackButton({ historyLength: 1, viewWantsBack: false })).toBe(false)
  })

  it('shows Back once there is a previous view', () => {
    expect(showsBackButton({ historyLength: 2, viewWantsBack: false })).toBe(true)
  })

  it('shows Back when the view asks for it even as the only entry', () => {
    expect(showsBackButton({ historyLength: 1, viewWantsBack: true })).toBe(true)
  })
})

describe('canCloseView', () => {
  it('forbids closing the sign and approve views while sign-in is required and no session exists (SPEC §4)', () => {
    const required = { signInRequired: true, hasSignInSession: false }
    expect(canCloseView('SIWXSignMessage', required)).toBe(false)
    expect(canCloseView('ApproveTransaction', required)).toBe(false)
    expect(canCloseView('Connect', required)).toBe(true)
    expect(canCloseView('SIWXSignMessage', { signInRequired: true, hasSignInSession: true })).toBe(true)
    expect(canCloseView('SIWXSignMessage', { signInRequired: false, hasSignInSession: false })).toBe(true)
  })
})
