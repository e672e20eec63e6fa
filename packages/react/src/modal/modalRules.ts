import type { ViewName } from '@foyer/core'

/**
 * The header's Back button. SPEC §2: history supports going back, and back with a single entry closes the
 * modal, so Back shows once there is somewhere to go back to, or when a view asks for it (a fallback view
 * always offers a way out).
 */
export function showsBackButton(state: { historyLength: number; viewWantsBack: boolean }): boolean {
  const hasPreviousView = state.historyLength > 1
  return hasPreviousView || state.viewWantsBack
}

const SIGN_VIEWS: readonly ViewName[] = ['SIWXSignMessage', 'ApproveTransaction']

/** SPEC §4: close is disabled on the sign and approve views when sign-in is required and no session exists. */
export function canCloseView(view: ViewName, state: { signInRequired: boolean; hasSignInSession: boolean }): boolean {
  const isSignView = SIGN_VIEWS.includes(view)
  const mustSignFirst = state.signInRequired && !state.hasSignInSession
  return !(isSignView && mustSignFirst)
}
