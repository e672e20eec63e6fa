/** What `window.visualViewport` says of the part of the page the visitor sees, in CSS pixels. */
export interface VisualViewportBox {
  height: number
  offsetTop: number
  scale: number
}

/** The layout viewport's strips the visitor does not see, in whole CSS pixels: above, and under the keyboard. */
export interface CoveredEdges {
  top: number
  bottom: number
}

const NOTHING_COVERED: CoveredEdges = { top: 0, bottom: 0 }

/**
 * What the on-screen keyboard hides of the layout viewport. The keyboard shrinks the visual viewport and leaves
 * the layout viewport as it was (iOS; Android's Chrome by default), so a sheet fixed to the layout viewport's
 * bottom (`layoutBottom`) would sit behind it; the browser may also scroll the visual viewport down inside the
 * layout viewport (`offsetTop`) to show a field. A pinch zoom shrinks the visual viewport too, but it is no
 * keyboard: a zoomed page covers nothing.
 */
export function keyboardInset(layoutBottom: number, viewport: VisualViewportBox): CoveredEdges {
  if (Math.abs(viewport.scale - 1) > 0.01) return NOTHING_COVERED
  const bottom = layoutBottom - (viewport.offsetTop + viewport.height)
  if (bottom < 1) return NOTHING_COVERED
  return { top: Math.max(0, Math.round(viewport.offsetTop)), bottom: Math.round(bottom) }
}
