import { useEffect, useState } from 'react'

/** SPEC §4/§9: after a failed balance fetch a retry is blocked for 30 s. */
export const BALANCE_RETRY_MS = 30_000

/** Whether a retry is still blocked, turning false by itself when the 30 s have passed. */
export function useRetryBlocked(lastRetry: number | undefined): boolean {
  const blockedUntil = lastRetry === undefined ? 0 : lastRetry + BALANCE_RETRY_MS
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const wait = blockedUntil - Date.now()
    if (wait <= 0) return
    setNow(Date.now())
    const timer = setTimeout(() => setNow(Date.now()), wait)
    return () => clearTimeout(timer)
  }, [blockedUntil])
  return now < blockedUntil
}
