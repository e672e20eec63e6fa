import { type FoyerError, toFoyerError } from '@foyer/core'
import { useCallback, useRef, useState } from 'react'

export type ActionStatus = 'idle' | 'pending' | 'success' | 'error'

/** What every action hook returns beside its action: the last call's result and status, as wagmi's do. */
export interface ActionState<Result> {
  data: Result | undefined
  error: FoyerError | undefined
  status: ActionStatus
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  /** Forgets the last call's result. */
  reset(): void
}

/**
 * Wraps an async action: calling it runs `run`, resolves (or rejects) as it does, and tracks the latest call.
 * A call that an earlier one outlives does not overwrite the later call's result.
 */
export function useAction<Args extends unknown[], Result>(
  run: (...args: Args) => Promise<Result>,
): [(...args: Args) => Promise<Result>, ActionState<Result>] {
  const [state, setState] = useState<{ status: ActionStatus; data?: Result; error?: FoyerError }>({ status: 'idle' })
  const latest = useRef(0)
  const action = useCallback(
    async (...args: Args) => {
      const call = ++latest.current
      setState({ status: 'pending' })
      try {
        const data = await run(...args)
        if (call === latest.current) setState({ status: 'success', data })
        return data
      } catch (thrown) {
        const error = toFoyerError(thrown)
        if (call === latest.current) setState({ status: 'error', error })
        throw error
      }
    },
    [run],
  )
  const reset = useCallback(() => {
    latest.current++
    setState({ status: 'idle' })
  }, [])
  return [
    action,
    {
      data: state.data,
      error: state.error,
      status: state.status,
      isPending: state.status === 'pending',
      isSuccess: state.status === 'success',
      isError: state.status === 'error',
      reset,
    },
  ]
}
