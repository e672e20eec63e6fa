/**
 * Wakes the requests waiting on a device approval in this process the moment the link is used, instead of
 * polling the database on a timer. Another instance's approval is seen by the wait's fallback check.
 */
export interface ApprovalSignal {
  /** Resolves when `key` is signalled, `ms` pass, or `abort` fires — whichever comes first. */
  wait(key: string, ms: number, abort?: AbortSignal): Promise<void>
  signal(key: string): void
  /** Waits in progress (tests, and to see none is left behind). */
  size(): number
}

export function createApprovalSignal(): ApprovalSignal {
  const waiting = new Map<string, Set<() => void>>()
  return {
    wait(key, ms, abort) {
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer)
          abort?.removeEventListener('abort', done)
          const set = waiting.get(key)
          set?.delete(done)
          if (set?.size === 0) waiting.delete(key)
          resolve()
        }
        const timer = setTimeout(done, ms)
        abort?.addEventListener('abort', done, { once: true })
        const set = waiting.get(key) ?? new Set()
        waiting.set(key, set.add(done))
        if (abort?.aborted) done()
      })
    },
    signal(key) {
      for (const wake of [...(waiting.get(key) ?? [])]) wake()
    },
    size: () => [...waiting.values()].reduce((total, set) => total + set.size, 0),
  }
}
