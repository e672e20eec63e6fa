import { type ComponentType, createElement, type ReactElement } from 'react'

export interface PreloadableView {
  (): ReactElement | null
  /** Fetches the view's chunk ahead of time; once it is in, the view renders without suspending. */
  preload(): Promise<void>
}

/**
 * A view in its own chunk, like React.lazy, except that a view fetched ahead of time renders at once: React.lazy
 * suspends on its first render even when the chunk is already in, and React 19 then holds the reveal back by
 * 300 ms. Views a flow is about to show (sign-in right after connect) are preloaded.
 */
export function preloadableView(load: () => Promise<ComponentType>): PreloadableView {
  let loaded: ComponentType | undefined
  let pending: Promise<void> | undefined
  const preload = (): Promise<void> => {
    pending ??= load().then(
      (component) => {
        loaded = component
      },
      (error: unknown) => {
        pending = undefined // a failed fetch is tried again on the next render
        throw error
      },
    )
    return pending
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per view at module load, as React.lazy is
  function View() {
    // Suspends the way React.lazy does inside React: by throwing the pending fetch to the Suspense boundary.
    if (!loaded) throw preload()
    return loaded ? createElement(loaded) : null
  }
  View.preload = preload
  return View
}
