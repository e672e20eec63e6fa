import { PAIRING_RENEW_BEFORE_MS } from './constants.ts'

/** SPEC §4: a pairing with 10 s or less left is renewed; this is how long until that moment (never negative). */
export function msUntilRenewal(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - PAIRING_RENEW_BEFORE_MS - now)
}

/** SPEC §4: true once the pairing has 10 s or less left. */
export function needsRenewal(expiresAt: number, now: number): boolean {
  return expiresAt - now <= PAIRING_RENEW_BEFORE_MS
}
