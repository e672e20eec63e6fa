import { type SiwxMessageTimes, siwxTimesOf } from '@foyer/protocol/siwx-message'
import type { SiwxSession } from './siwxTypes.ts'

// Which stored sessions count: pure, and apart from the close rule, so the modal's first chunk does not carry the
// message grammar these read times with.

/** Whether two spellings name the same account on a network (the adapters know their chain's rule). */
export type SameAddress = (chainId: string, a: string, b: string) => boolean

/** Without a chain's rule, an address is the same only when it is written the same. */
export const sameSpelling: SameAddress = (_chainId, a, b) => a === b

/** Is this session for this account on this network? */
export function isSessionFor(
  session: SiwxSession,
  chainId: string,
  address: string,
  sameAddress: SameAddress = sameSpelling,
): boolean {
  return session.data.chainId === chainId && sameAddress(chainId, session.data.accountAddress, address)
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
