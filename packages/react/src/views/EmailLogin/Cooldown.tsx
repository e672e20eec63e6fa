import type { FoyerError } from '@foyer/core'
import { useId } from 'react'
import { useSecondsUntil } from '../DataCapture/useSecondsUntil.ts'
import { formatEmbeddedLabel } from './embeddedLabels.ts'

/**
 * The resend cooldown (SPEC §9, 30 s) as the store states it: seconds left, ticking each second towards the
 * store's deadline, so a deadline core moves (a resend, a refusal) is followed at once.
 */
export function useCooldown(availableAt: number | undefined) {
  const timerId = useId()
  const secondsLeft = useSecondsUntil(availableAt)
  return { secondsLeft, timerId, active: secondsLeft > 0 }
}

/** 'Please try again after {n} seconds' (SPEC §8), live. */
export function CooldownTimer({ id, secondsLeft }: { id: string; secondsLeft: number }) {
  if (secondsLeft <= 0) return null
  return (
    <p className="foyer-field__hint foyer-embedded__timer" id={id} role="timer">
      {formatEmbeddedLabel('resendCooldown', { n: secondsLeft })}
    </p>
  )
}

/**
 * A cooldown refusal is said by the live countdown of the store's deadline instead: the alert would repeat it
 * while it runs and be stale once it has run out.
 */
export function withoutCooldown(error: FoyerError | undefined, hasDeadline: boolean): FoyerError | undefined {
  return error?.code === 'EMAIL_COOLDOWN' && hasDeadline ? undefined : error
}
