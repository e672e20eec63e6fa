import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/playwright.config.ts'
import { ROOT, startStack } from './stack.ts'

/**
 * `npx tsx scripts/screenshotsLegal.ts`: Connect with the legal checkbox (the demo's `?legal=1`), unticked with every
 * wallet disabled and ticked — light and dark, desktop and phone — into .data/screenshots.
 */
const out = join(ROOT, '.data/screenshots')
const stack = await startStack()
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const dialog = (page: Page) => page.getByRole('dialog')
const AGREE = 'I agree to the Terms of Service and Privacy Policy'

try {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [device, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const context = await browser.newContext({ colorScheme, viewport, reducedMotion: 'reduce' })
      const page = await context.newPage()
      const shot = (name: string) => page.screenshot({ path: join(out, `legal-${name}-${colorScheme}-${device}.png`) })
      await page.goto(`${stack.demoUrl}/?legal=1`)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog(page)
        .getByRole('button', { name: /Dev Wallet.*Ethereum · Solana/ })
        .waitFor()
      await dialog(page).getByRole('checkbox', { name: AGREE }).focus()
      await shot('unticked')
      await dialog(page).getByRole('checkbox', { name: AGREE }).check()
      await dialog(page).locator('button:enabled', { hasText: 'Dev Wallet' }).waitFor()
      await shot('ticked')
      await context.close()
    }
  }
} finally {
  await browser.close()
  await stack.stop()
}
