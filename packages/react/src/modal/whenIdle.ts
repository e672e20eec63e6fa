/**
 * Calls `callback` at the browser's next idle moment (within `timeout` ms, when given), or after `fallbackMs` where
 * there are no idle callbacks (Safari); the returned function cancels it.
 */
export function whenIdle(callback: () => void, fallbackMs: number, timeout?: number): () => void {
  const idle =
    window.requestIdleCallback?.(callback, timeout === undefined ? undefined : { timeout }) ??
    window.setTimeout(callback, fallbackMs)
  return () => (window.cancelIdleCallback ?? window.clearTimeout)(idle)
}
