import type { Locator, Page } from '@playwright/test'

/** What a finger can press or type into: links, buttons, fields, and whatever else is in the Tab order. */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="tab"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/**
 * Every shown control inside `container` whose target is smaller than `minimum` × `minimum` CSS pixels, as
 * "tag.class "name" w×h". A control inside a <label> is pressed through the whole label (the legal checkbox), so
 * the label is its target.
 */
export async function smallTargets(container: Locator, minimum = 44): Promise<string[]> {
  return container.evaluate(
    (root, [selector, min]) => {
      const found: string[] = []
      for (const element of Array.from(root.querySelectorAll<HTMLElement>(selector as string))) {
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue
        const target = element.closest('label') ?? element
        const box = target.getBoundingClientRect()
        if (box.width === 0 && box.height === 0) continue
        // Half a pixel of rounding, as layout gives 43.99 for 44.
        if (box.width + 0.5 >= (min as number) && box.height + 0.5 >= (min as number)) continue
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)
        const className = typeof element.className === 'string' ? element.className.split(' ')[0] : ''
        found.push(
          `${element.tagName.toLowerCase()}.${className} "${name}" ${box.width.toFixed(1)}×${box.height.toFixed(1)}`,
        )
      }
      return found
    },
    [INTERACTIVE, minimum] as const,
  )
}

/**
 * What scrolls sideways on the page: the document itself, the dialog (which clips rather than scrolls, so wider
 * content would be cut off), and any scrolling box inside it, as "what: scrollWidth > clientWidth".
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth) found.push(`document: ${root.scrollWidth} > ${root.clientWidth}`)
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')
    if (!dialog) return ['no dialog']
    if (dialog.scrollWidth > dialog.clientWidth) found.push(`dialog: ${dialog.scrollWidth} > ${dialog.clientWidth}`)
    for (const element of Array.from(dialog.querySelectorAll<HTMLElement>('*'))) {
      const overflowX = getComputedStyle(element).overflowX
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue
      if (element.scrollWidth > element.clientWidth) {
        found.push(
          `${element.tagName.toLowerCase()}.${element.className}: ${element.scrollWidth} > ${element.clientWidth}`,
        )
      }
    }
    return found
  })
}

/** Whether `field` shows whole, inside the viewport and inside every scrolling box around it. */
export async function showsWhole(field: Locator): Promise<boolean> {
  return field.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const viewport = window.visualViewport
    const bottom = viewport ? viewport.offsetTop + viewport.height : window.innerHeight
    if (box.top < 0 || box.bottom > bottom) return false
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const overflowY = getComputedStyle(parent).overflowY
      if (overflowY === 'visible') continue
      const clip = parent.getBoundingClientRect()
      if (box.top < clip.top || box.bottom > clip.bottom) return false
    }
    return true
  })
}
