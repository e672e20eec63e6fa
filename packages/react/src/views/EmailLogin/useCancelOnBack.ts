import type { RouterState, ViewName } from '@foyer/core'
import { useEffect, useRef } from 'react'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'

/**
 * The header's Back leaves `view` through the router alone; what the view had core start must not stay half
 * done (contract §4: cancelLogin is "Back from EmailLogin"). Going back — the history shrinking from this
 * view — calls `cancel` while `inProgress()` holds; a view pushed over it (ApproveTransaction showing the frame
 * for the recovery password mid-login) and core's own moves after success leave the flow alone.
 */
export function useCancelOnBack(view: ViewName, inProgress: () => boolean, cancel: () => void): void {
  const client = useFoyerClient()
  const latest = useRef({ inProgress, cancel })
  useEffect(() => {
    latest.current = { inProgress, cancel }
  })
  useEffect(
    () =>
      client.stores.router.subscribe((state: RouterState, previous: RouterState) => {
        const wentBack = previous.view === view && state.view !== view && state.history.length < previous.history.length
        if (wentBack && latest.current.inProgress()) latest.current.cancel()
      }),
    [client, view],
  )
}
