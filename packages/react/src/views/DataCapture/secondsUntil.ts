/** Whole seconds left until `deadline` (ms since epoch), rounded up so 0 means "now"; 0 without a deadline. */
export function secondsUntil(deadline: number | undefined, now: number): number {
  if (deadline === undefined) return 0
  return Math.max(0, Math.ceil((deadline - now) / 1000))
}
