import { whenIdle } from './whenIdle.ts'

/**
 * The first open of the hidden shell, minus the click (issue 19). The shell is drawn at idle, hidden by React's
 * Activity (`display: none`), so nothing of it is styled or laid out yet: the first click paid for that, and most of
 * it is the document's first use of the dialog's fonts and rules (≈ 11 of its 15 ms on the bench's machine; a
 * second open, drawn from nothing, takes 6). Laying out a copy of it once, while the page is idle, warms those
 * caches; the copy is out of sight, inert and hidden from assistive technology, and leaves the document in the same
 * task, before anything could paint it or read it aloud.
 */
export function warmLayout(hidden: HTMLElement): void {
  const copy = hidden.cloneNode(true) as HTMLElement
  // Activity's `display: none` goes; the copy is laid out like the dialog it copies, but never seen.
  copy.removeAttribute('style')
  copy.style.visibility = 'hidden'
  copy.setAttribute('inert', '')
  copy.setAttribute('aria-hidden', 'true')
  // The title's id and the like stay the dialog's own, even for this moment.
  for (const element of copy.querySelectorAll('[id]')) element.removeAttribute('id')
  hidden.after(copy)
  try {
    copy.getBoundingClientRect()
  } finally {
    copy.remove()
  }
}

/**
 * At the next idle moment, warms the layout of the modal's hidden dialog, if it is still hidden then; the returned
 * function cancels it.
 */
export function warmHiddenDialogWhenIdle(): () => void {
  const warm = () => {
    const root = document.querySelector('.foyer-dialog')?.closest<HTMLElement>('.foyer-root')
    if (root && getComputedStyle(root).display === 'none') warmLayout(root)
  }
  return whenIdle(warm, 200)
}
