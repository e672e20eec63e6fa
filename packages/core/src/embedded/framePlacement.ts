// The frame's place on the page, set through CSSOM (`style.setProperty`): a strict CSP refuses style attributes
// and injected stylesheets, not properties set from script.

type Styled = Pick<HTMLElement, 'style' | 'setAttribute'>

const set = (element: Styled, properties: Record<string, string>) => {
  for (const [name, value] of Object.entries(properties)) element.style.setProperty(name, value)
}

/** Out of sight and out of reach, but loaded: the frame keeps running while nobody looks at it. */
export function hideFrame(element: Styled): void {
  element.setAttribute('data-visible', 'false')
  set(element, {
    position: 'fixed',
    top: '0',
    left: '0',
    width: '0',
    height: '0',
    border: '0',
    opacity: '0',
    'pointer-events': 'none',
  })
}

/** Fixed over `box` (a slot's bounding box in the viewport) and above the modal. */
export function placeFrame(element: Styled, box: Pick<DOMRect, 'top' | 'left' | 'width' | 'height'>): void {
  element.setAttribute('data-visible', 'true')
  set(element, {
    position: 'fixed',
    top: `${box.top}px`,
    left: `${box.left}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
    border: '0',
    opacity: '1',
    'pointer-events': 'auto',
    'z-index': '2147483647',
  })
}
