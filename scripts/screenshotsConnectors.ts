import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/playwright.config.ts'
import { forEachScreen } from './screenshotMatrix.ts'
import { startStack } from './stack.ts'

/**
 * `npx tsx scripts/screenshotsConnectors.ts`: issue 15's connectors as a visitor sees them — Connect with Coinbase
 * Wallet's SDK entry and OKX Wallet's extension, and a send through the local Safe ending in the Safe's queue —
 * light and dark, desktop and phone.
 */
const RECEIVER = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const stack = await startStack()
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const dialog = (page: Page) => page.getByRole('dialog')

try {
  await forEachScreen(browser, 'connectors', async (page, shot) => {
    await page.goto(`${stack.demoUrl}/?devWallet=okx`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page)
      .getByRole('button', { name: /^OKX Wallet/ })
      .waitFor()
    await dialog(page)
      .getByRole('button', { name: /^Coinbase Wallet/ })
      .waitFor()
    await shot('connect')

    const { url, safeAddress } = stack.safeHost
    await page.goto(`${url}/?app=${encodeURIComponent(`${stack.demoUrl}/?devWallet=off`)}`)
    const app = page.frameLocator('iframe[title="Safe App"]')
    await app.getByTestId('account-address').filter({ hasText: safeAddress }).waitFor({ state: 'attached' })
    await app.getByRole('button', { name: new RegExp(`${safeAddress.slice(0, 6)}…${safeAddress.slice(-4)}`) }).click()
    const modal = app.getByRole('dialog')
    await modal.getByRole('button', { name: 'Send' }).click()
    const token = modal.getByLabel('Token')
    const eth = await token
      .locator('option')
      .filter({ hasText: /^ETH ·/ })
      .getAttribute('value')
    await token.selectOption(eth ?? '')
    await modal.getByLabel('Amount').fill('0.25')
    await modal.getByLabel('To', { exact: true }).fill(RECEIVER)
    await modal.getByRole('button', { name: 'Preview Send' }).click()
    await modal.getByRole('button', { name: 'Confirm' }).click()
    await modal.getByRole('status').filter({ hasText: 'Transaction proposed to the Safe queue' }).waitFor()
    await shot('safe-queued')
  })
} finally {
  await browser.close()
  await stack.stop()
}
