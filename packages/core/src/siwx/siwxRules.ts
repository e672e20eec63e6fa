import type { ViewName } from '../types/views.ts'

// Pure SPEC §4 sign-in rules, shared by the flows and the modal.

/** The views a required sign-in cannot be closed on (SPEC §4: sign and approve; DataCapture leads to signing). */
export const SIGN_IN_VIEWS: readonly ViewName[] = ['SIWXSignMessage', 'ApproveTransaction', 'DataCapture']

/**
 * SPEC §4: close is disabled on the sign and approve views when sign-in is required and no session exists — and
 * on the network switch a cancelled required sign-in started to go back to its signed-in network, so the
 * visitor cannot close their way out of it while the wallet decides. Once the wallet is gone (cancel
 * disconnected it) there is nothing left to sign and the modal closes.
 */
export function canCloseView(
  view: ViewName,
  state: { signInRequired: boolean; hasSignInSession: boolean; connected: boolean; returningToSignedIn?: boolean },
): boolean {
  const mustSignFirst = state.signInRequired && !state.hasSignInSession && state.connected
  if (!mustSignFirst) return true
  const returningSwitch = view === 'SwitchNetwork' && state.returningToSignedIn === true
  return !(SIGN_IN_VIEWS.includes(view) || returningSwitch)
}
