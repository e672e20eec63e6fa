import { type SiwxMessageTimes, siwxTimesOf } from '@foyer/protocol/siwx-message'
import type { ViewName } from '../types/views.ts'
import type { SiwxSession } from './siwxTypes.ts'

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

/** EVM addresses compare without their checksum casing; other namespaces' addresses are case-sensitive. */
export function sameAccount(chainId: string, a: string, b: string): boolean {
  return chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b
}

/** Is this session for this account on this network? */
export function isSessionFor(session: SiwxSession, chainId: string, address: string): boolean {
  return session.data.chainId === chainId && sameAccount(chainId, session.data.accountAddress, address)
}

/**
 * Within its time bounds at `now` (ms): not expired, not before its notBefore. Times are read by the message
 * grammar (Date.parse cannot read a leap second, and would let an unreadable notBefore through); a session
 * whose times cannot be read is not current.
 */
export function isSessionCurrent(session: SiwxSession, now: number): boolean {
  let times: SiwxMessageTimes
  try {
    times = siwxTimesOf(session.data)
  } catch {
    return false
  }
  if (times.expirationTime !== undefined && !(times.expirationTime > now)) return false
  if (times.notBefore !== undefined && times.notBefore > now) return false
  return true
}
