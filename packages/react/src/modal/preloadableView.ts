import { loadOnce } from '@foyer/core'
import { type ComponentType, createElement, type ReactElement, useEffect, useReducer } from 'react'
import { ProgressState } from '../components/ProgressState.tsx'
import { LABELS } from '../i18n/labels.ts'

export interface PreloadableView {
  (): ReactElement | null
  /** Fetches the view's chunk ahead of time; once it is in, the view renders at once. */
  preload(): Promise<void>
}

/**
 * A view in its own chunk, like React.lazy, without Suspense's hold: React 19 holds a suspended tree's reveal back
 * by up to 300 ms, so a view picked a few ms after its fetch started (a tap fires pointerover just before the click)
 * showed 300 ms late. A view not yet in shows the modal's loading state itself — or `pending`, a part's own room
 * when it sits above other content that must not move as it arrives — and renders the moment its chunk arrives;
 * one fetched ahead (preloaded) renders at once.
 */
export function preloadableView(load: () => Promise<ComponentType>, pending?: ComponentType): PreloadableView {
  let loaded: ComponentType | undefined
  let failed = false
  // A failed fetch is tried again on the next render.
  const fetchView = loadOnce(load)
  const preload = (): Promise<void> =>
    fetchView().then(
      (component) => {
        loaded = component
        failed = false
      },
      (error: unknown) => {
        failed = true
        throw error
      },
    )
  // biome-ignore lint/correctness/noComponentHookFactories: made once per view at module load, as React.lazy is
  function View() {
    const [, arrived] = useReducer((count: number) => count + 1, 0)
    // Drawn hidden before its chunk came (the modal's pre-draw runs no effects): shown for real, it draws again.
    const drewLoading = !loaded
    useEffect(() => {
      if (loaded) {
        if (drewLoading) arrived()
        return
      }
      let mounted = true
      preload().then(
        () => mounted && arrived(),
        () => mounted && arrived(),
      )
      return () => {
        mounted = false
      }
    }, [drewLoading])
    if (loaded) return createElement(loaded)
    // A failed fetch goes to the Suspense boundary as React.lazy's does, which renders again and fetches again.
    if (failed) throw preload()
    return pending ? createElement(pending) : createElement(ProgressState, { status: LABELS.loading })
  }
  View.preload = preload
  return View
}
