import { FoyerError, HttpStatusError, isUserRejection } from '../errors/errors.ts'

// SPEC §4 name registration as pure rules: which zone, what the account signs, and why it failed.

/** The label as the visitor means it: trimmed, lower-case, without the zone they may have typed after it. */
export function labelOfInput(input: string, zone: string): string {
  const lower = input.trim().toLowerCase()
  const suffix = `.${zone}`
  return lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower
}

/** What the account signs (docs/names.md): the whole name and the time of signing, in unix seconds. */
export function registrationMessage(name: string, nowMs: number): string {
  return JSON.stringify({ name, timestamp: Math.floor(nowMs / 1000) })
}

/** Why a registration failed, as RegisterAccountName tells the visitor. */
export type NameRegistrationFailure = 'taken' | 'addressNamed' | 'invalid' | 'rejected' | 'failed'

export function registrationFailure(error: unknown): NameRegistrationFailure {
  if (isUserRejection(error)) return 'rejected'
  if (error instanceof HttpStatusError) {
    if (error.apiCode === 'NAME_TAKEN') return 'taken'
    if (error.apiCode === 'ADDRESS_ALREADY_NAMED') return 'addressNamed'
    if (error.apiCode === 'INVALID_NAME') return 'invalid'
  }
  if (error instanceof FoyerError && error.code === 'INVALID_NAME') return 'invalid'
  return 'failed'
}
