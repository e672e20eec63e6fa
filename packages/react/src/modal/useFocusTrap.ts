import { type RefObject, useEffect, useRef } from 'react'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/**
 * The embedded wallet's secure frame while it is shown: core keeps that iframe in document.body over the dialog
 * (moving an iframe reloads it), so it belongs to the trap although it sits outside the dialog; it is the last
 * stop of the Tab cycle, and focus going into it stays there.
 */
const SHOWN_SECURE_FRAME = 'iframe[data-foyer-frame][data-visible="true"]'

function shownSecureFrame(doc: Document): HTMLElement | undefined {
  return doc.querySelector<HTMLElement>(SHOWN_SECURE_FRAME) ?? undefined
}

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert], [aria-hidden="true"]'),
  )
}

/**
 * Keeps keyboard focus inside `container` while it is mounted: focus moves in on mount, Tab and Shift+Tab
 * cycle through its controls, focus that escapes (a click on the page, a removed element) is brought back,
 * and Escape calls `onEscape` when there is one. The embedded wallet's secure frame, while shown, counts as inside.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, onEscape: (() => void) | undefined): void {
  const onEscapeRef = useRef(onEscape)
  useEffect(() => {
    onEscapeRef.current = onEscape
  })

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const doc = container.ownerDocument
    // The dialog is fixed in place: nothing to scroll to, and asking would cost the opening click a scroll pass.
    if (!container.contains(doc.activeElement)) container.focus({ preventScroll: true })

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (!onEscapeRef.current) return
        event.preventDefault()
        onEscapeRef.current()
        return
      }
      if (event.key !== 'Tab') return
      const frame = shownSecureFrame(doc)
      const inDialog = focusableIn(container)
      const focusable = frame ? [...inDialog, frame] : inDialog
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      // The frame is not next in the page's order (it sits elsewhere in body): step into it by hand.
      if (frame && !event.shiftKey && doc.activeElement === inDialog[inDialog.length - 1]) {
        event.preventDefault()
        frame.focus()
        return
      }
      if (!first || !last) {
        event.preventDefault()
        container.focus()
        return
      }
      const current = doc.activeElement
      const isOutside = !container.contains(current) && current !== frame
      if (event.shiftKey && (isOutside || current === first || current === container)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (isOutside || current === last)) {
        event.preventDefault()
        first.focus()
      }
    }
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Node) || container.contains(event.target)) return
      if (event.target === shownSecureFrame(doc)) return
      container.focus()
    }
    doc.addEventListener('keydown', onKeyDown)
    doc.addEventListener('focusin', onFocusIn)
    return () => {
      doc.removeEventListener('keydown', onKeyDown)
      doc.removeEventListener('focusin', onFocusIn)
    }
  }, [containerRef])
}
