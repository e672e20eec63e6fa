/**
 * Tells whether `target` is wholly in view, so Approve is armed only while the visitor can see it whole: a parent
 * that scrolls the frame half out of view, or shrinks it, disarms it. (IntersectionObserver v2's `isVisible`,
 * which would also catch a parent dimming or covering the frame, reports a cross-origin frame as never visible in
 * the Chromium the tests run — docs/secure-site.md — so it is not used.)
 */
export function watchVisibility(target: Element, onChange: (visible: boolean) => void): () => void {
  const Observer = globalThis.IntersectionObserver
  if (!Observer) {
    onChange(true)
    return () => {}
  }
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) onChange(entry.isIntersecting && entry.intersectionRatio >= 0.99)
    },
    { threshold: [0, 0.99, 1] },
  )
  observer.observe(target)
  return () => observer.disconnect()
}
