import { type RefObject, useEffect } from 'react'
import { keyboardInset } from './keyboardInset.ts'
import { isTypedInto, scrollToReveal } from './scrollToReveal.ts'

/** A length on the element, or none at all (the stylesheet's 0) when it is 0: no style attribute on desktops. */
function setLength(element: HTMLElement, property: string, pixels: number): void {
  if (pixels > 0) element.style.setProperty(property, `${pixels}px`)
  else element.style.removeProperty(property)
}

export interface KeyboardInsetRefs {
  /** The modal's `.foyer-root`: the stylesheet reads `--foyer-keyboard-inset` there. */
  root: RefObject<HTMLElement | null>
  /** The fixed backdrop: its bottom is the layout viewport's. */
  overlay: RefObject<HTMLElement | null>
  /** The sheet's scrolling body, where the focused field is brought into view. */
  body: RefObject<HTMLElement | null>
}

/**
 * Keeps the field being typed into above a phone's on-screen keyboard. When the visual viewport changes, what it
 * no longer shows of the layout viewport goes into `--foyer-keyboard-inset` (under the keyboard) and
 * `--foyer-viewport-top` (scrolled away above), through CSSOM, which a strict CSP allows; the stylesheet stands
 * the sheet on the keyboard and keeps it below that top. The sheet's body then scrolls the focused field into
 * sight, as the sheet got shorter (on Androids that resize the page for the keyboard, the viewport did).
 * Part of the modal's chunk: nothing of it loads before the modal does.
 */
export function useKeyboardInset({ root, overlay, body }: KeyboardInsetRefs): void {
  useEffect(() => {
    const viewport = window.visualViewport
    const rootElement = root.current
    if (!viewport || !rootElement) return
    let frame = 0

    const revealFocusedField = () => {
      const scroller = body.current
      const field = rootElement.ownerDocument.activeElement
      if (!scroller || !isTypedInto(field) || !scroller.contains(field)) return
      const delta = scrollToReveal(field.getBoundingClientRect(), scroller.getBoundingClientRect())
      if (delta !== 0) scroller.scrollTop += delta
    }

    const update = () => {
      const layoutBottom = overlay.current?.getBoundingClientRect().bottom ?? window.innerHeight
      const covered = keyboardInset(layoutBottom, viewport)
      setLength(rootElement, '--foyer-keyboard-inset', covered.bottom)
      setLength(rootElement, '--foyer-viewport-top', covered.top)
      // After the sheet has taken its new place and height.
      window.cancelAnimationFrame(frame)
      frame = window.requestAnimationFrame(revealFocusedField)
    }

    viewport.addEventListener('resize', update)
    viewport.addEventListener('scroll', update)
    update()
    return () => {
      viewport.removeEventListener('resize', update)
      viewport.removeEventListener('scroll', update)
      window.cancelAnimationFrame(frame)
      setLength(rootElement, '--foyer-keyboard-inset', 0)
      setLength(rootElement, '--foyer-viewport-top', 0)
    }
  }, [root, overlay, body])
}
