import { type RefObject, useEffect, useRef } from 'react'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert], [aria-hidden="true"]'),
  )
}

/**
 * Keeps keyboard focus inside `container` while it is mounted: focus moves in on mount, Tab and Shift+Tab
 * cycle through its controls, focus that escapes (a click on the page, a removed element) is brought back,
 * and Escape calls `onEscape` when there is one.
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
    if (!container.contains(doc.activeElement)) container.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (!onEscapeRef.current) return
        event.preventDefault()
        onEscapeRef.current()
        return
      }
      if (event.key !== 'Tab') return
      const focusable = focusableIn(container)
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (!first || !last) {
        event.preventDefault()
        container.focus()
        return
      }
      const current = doc.activeElement
      const isOutside = !container.contains(current)
      if (event.shiftKey && (isOutside || current === first || current === container)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (isOutside || current === last)) {
        event.preventDefault()
        first.focus()
      }
    }
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !container.contains(event.target)) container.focus()
    }
    doc.addEventListener('keydown', onKeyDown)
    doc.addEventListener('focusin', onFocusIn)
    return () => {
      doc.removeEventListener('keydown', onKeyDown)
      doc.removeEventListener('focusin', onFocusIn)
    }
  }, [containerRef])
}
