import type { Target } from './pages.ts'

/** What the page records, in ms from navigation start (`performance.now()`). */
export interface PageMarks {
  buttonVisibleAt?: number
  clickedAt?: number
  walletListAt?: number
}

/**
 * The script each page runs before its own (Playwright's addInitScript): it records when the Connect button and
 * then, after the first click, a wallet row first become visible. It checks on every DOM mutation — in the document
 * and in every shadow root the page attaches (AppKit renders inside them) — and on every animation frame, so a
 * row shown by a stylesheet or a transition (no mutation) is seen at the next frame at the latest.
 *
 * A string, not a function: tsx would wrap a function's inner helpers in a `__name` call the browser lacks.
 * `onButton`, a statement, runs right after the button's mark (profile.ts ends its console profile there).
 */
export function measureInPage(button: Target, walletRow: Target, onButton = ''): string {
  return `(() => {
  performance.setResourceTimingBufferSize(100000)
  const marks = (window.__benchMarks = {})
  const roots = [document]
  const find = (target) => {
    for (const root of roots) {
      if (target.host && !(root.host && root.host.localName === target.host)) continue
      for (const element of root.querySelectorAll(target.selector)) {
        if (target.text && !(element.textContent || '').includes(target.text)) continue
        if (element.checkVisibility()) return element
      }
    }
    return undefined
  }
  const button = ${JSON.stringify(button)}
  const walletRow = ${JSON.stringify(walletRow)}
  const check = () => {
    if (marks.buttonVisibleAt === undefined && find(button)) {
      marks.buttonVisibleAt = performance.now()
      ${onButton}
    }
    if (marks.clickedAt !== undefined && marks.walletListAt === undefined && find(walletRow))
      marks.walletListAt = performance.now()
  }
  const observer = new MutationObserver(check)
  const watch = (root) => observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true })
  watch(document)
  const attachShadow = Element.prototype.attachShadow
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init)
    roots.push(root)
    watch(root)
    return root
  }
  const onFrame = () => {
    check()
    if (marks.walletListAt === undefined) requestAnimationFrame(onFrame)
  }
  requestAnimationFrame(onFrame)
  document.addEventListener('click', () => {
    if (marks.clickedAt === undefined) marks.clickedAt = performance.now()
    check()
  }, true)
})()`
}
