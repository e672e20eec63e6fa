import { useLayoutEffect, useState } from 'react'
import { secondsUntil } from './secondsUntil.ts'

/**
 * A countdown to `deadline` (ms since epoch) that re-renders as each second passes and stops at 0. The
 * clock is read in an effect, not during render, and before paint, so a new deadline never shows a stale count.
 */
export function useSecondsUntil(deadline: number | undefined): number {
  const [now, setNow] = useState(() => Date.now())

  useLayoutEffect(() => {
    if (deadline === undefined) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      const current = Date.now()
      setNow(current)
      const left = deadline - current
      // Wake on the next whole-second boundary of the deadline, so the count changes when it should.
      if (left > 0) timer = setTimeout(tick, left % 1000 || 1000)
    }
    tick()
    return () => clearTimeout(timer)
  }, [deadline])

  return secondsUntil(deadline, now)
}
