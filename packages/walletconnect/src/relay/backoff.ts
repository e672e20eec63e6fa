/** Reconnect delays: quick first tries (a relay restarting comes back within a second), then up to 5 s. */
const STEPS_MS = [100, 250, 500, 1000, 2000, 5000]

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = STEPS_MS[Math.min(attempt, STEPS_MS.length - 1)] ?? 5000
  // ±20 % so that many clients of a restarted relay do not all come back in the same millisecond.
  return Math.round(base * (0.8 + 0.4 * random()))
}
