import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/playwright.config.ts'
import { forEachScreen } from './screenshotMatrix.ts'
import { startStack } from './stack.ts'

/**
 * `npx tsx scripts/screenshotsLegal.ts`: Connect with the legal checkbox (the demo's `?legal=1`), unticked with every
 * wallet disabled and ticked — light and dark, desktop and phone — into .data/screenshots.
 */
const stack = await startStack()
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const dialog = (page: Page) => page.getByRole('dialog')
const AGREE = 'I agree to the Terms of Service and Privacy Policy'

try {
  await forEachScreen(browser, 'legal', async (page, shot) => {
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
  })
} finally {
  await browser.close()
  await stack.stop()
}
