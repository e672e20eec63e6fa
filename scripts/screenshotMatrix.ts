import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { ROOT } from './stack.ts'

/** Where every screenshot script writes. */
export const SCREENSHOTS = join(ROOT, '.data/screenshots')

const SCREENS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const

/**
 * Runs `shoot` once per colour scheme (light, dark) and screen (desktop, phone), each in a fresh browser context
 * with reduced motion; `shot(name)` saves `{prefix}-{name}-{colorScheme}-{device}.png` into .data/screenshots.
 */
export async function forEachScreen(
  browser: Browser,
  prefix: string,
  shoot: (page: Page, shot: (name: string) => Promise<unknown>) => Promise<void>,
): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [device, viewport] of SCREENS) {
      const context = await browser.newContext({ colorScheme, viewport, reducedMotion: 'reduce' })
      const page = await context.newPage()
      await shoot(page, (name) =>
        page.screenshot({ path: join(SCREENSHOTS, `${prefix}-${name}-${colorScheme}-${device}.png`) }),
      )
      await context.close()
    }
  }
}
