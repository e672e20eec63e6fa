/**
 * What became of a followed wallet link: `opening` until the page loses sight, `opened` while the app is in
 * front, `returned` once the visitor is back, `notOpened` when the page never lost sight within the wait
 * (the app is not installed, or the browser refused the launch).
 */
export type LaunchStatus = 'opening' | 'opened' | 'returned' | 'notOpened'

/** The little of `document` and `window` the watch reads, so tests can stand in a page. */
export interface LaunchSurroundings {
  document: Pick<Document, 'visibilityState' | 'hasFocus' | 'addEventListener' | 'removeEventListener'>
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>
}

/**
 * How long a followed link may leave the page in sight before the launch counts as failed. An app switch
 * hides the page well within it; a browser's "Open in app?" prompt holds the focus, and the wait restarts
 * once the prompt is answered.
 */
export const LAUNCH_WAIT_MS = 2500

/** Watches one launch until `stop()`; reports each change of status, starting with `opening`. */
export function watchLaunch(
  surroundings: LaunchSurroundings,
  onStatus: (status: LaunchStatus) => void,
  waitMs = LAUNCH_WAIT_MS,
): () => void {
  const { document, window } = surroundings
  let status: LaunchStatus = 'opening'
  let timer: ReturnType<typeof setTimeout> | undefined
  const set = (next: LaunchStatus) => {
    if (next === status) return
    status = next
    onStatus(next)
  }
  const wait = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (status !== 'opening') return
      // A prompt of the browser's own ("Open in …?") has the focus: decide once it is answered.
      if (!document.hasFocus()) return
      set('notOpened')
    }, waitMs)
  }
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') set('opened')
    else if (status === 'opened') set('returned')
  }
  const onFocus = () => {
    if (status === 'opening') wait()
  }
  document.addEventListener('visibilitychange', onVisibility)
  window.addEventListener('pagehide', onVisibility)
  window.addEventListener('focus', onFocus)
  onStatus(status)
  if (document.visibilityState === 'hidden') set('opened')
  else wait()
  return () => {
    clearTimeout(timer)
    document.removeEventListener('visibilitychange', onVisibility)
    window.removeEventListener('pagehide', onVisibility)
    window.removeEventListener('focus', onFocus)
  }
}
