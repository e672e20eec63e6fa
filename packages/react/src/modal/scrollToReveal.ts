type VerticalBox = Pick<DOMRect, 'top' | 'bottom'>

/** The room kept between a revealed field and its scroller's edge, so its label or border does not touch it. */
export const REVEAL_MARGIN = 16

/**
 * How far to scroll `scroller` (positive: down) so `field` shows whole inside it, `margin` from its edges; 0 when
 * it already does. A field taller than the scroller shows from its top.
 */
export function scrollToReveal(field: VerticalBox, scroller: VerticalBox, margin = REVEAL_MARGIN): number {
  const top = scroller.top + margin
  const bottom = scroller.bottom - margin
  if (field.top < top || field.bottom - field.top > bottom - top) return field.top - top
  if (field.bottom > bottom) return field.bottom - bottom
  return 0
}

const NOT_TYPED_INTO = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit'])

/** Whether `element` is a field the on-screen keyboard types into. */
export function isTypedInto(element: Element | null): element is HTMLElement {
  if (element instanceof HTMLInputElement) return !NOT_TYPED_INTO.has(element.type)
  return (
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLElement && element.isContentEditable === true)
  )
}
