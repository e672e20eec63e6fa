import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { devWallet } from '../e2e/fixtures.ts'
import { chooseDevWallet } from '../e2e/journeys.ts'
import { CHROMIUM_LAUNCH } from '../e2e/playwright.config.ts'
import { SCREENSHOTS } from './screenshotMatrix.ts'
import { startStack } from './stack.ts'

/**
 * `npx tsx scripts/screenshotsOnramp.ts`: buying crypto as a visitor sees it — OnRamp with its quote, an amount
 * outside the limits, OnRampProgress waiting and done, and the sandbox's order page before and after Pay — light
 * and dark, desktop and phone, into .data/screenshots/onramp-*.png.
 */
const SCREENS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const
const stack = await startStack()
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const dialog = (page: Page) => page.getByRole('dialog')

try {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [device, viewport] of SCREENS) {
      const context = await browser.newContext({ colorScheme, viewport, reducedMotion: 'reduce' })
      const page = await context.newPage()
      const shot = (target: Page, name: string) =>
        target.screenshot({ path: join(SCREENSHOTS, `onramp-${name}-${colorScheme}-${device}.png`) })
      await page.goto(stack.demoUrl)
      await devWallet(page, 'changeAccount', 9)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await chooseDevWallet(page)
      await dialog(page).waitFor({ state: 'hidden' })
      await page.getByRole('button', { name: /0xa0Ee…9720/ }).click()
      const modal = dialog(page)
      await modal.getByRole('button', { name: 'Buy' }).click()
      await modal.getByLabel('Amount').fill('5')
      await modal.getByRole('alert').waitFor()
      await shot(page, 'out-of-limits')
      await modal.getByLabel('Amount').fill('100')
      await modal.getByTestId('foyer-onramp-quote').waitFor()
      await shot(page, 'form')
      const popupOpened = page.waitForEvent('popup')
      await modal.getByRole('button', { name: 'Buy ETH' }).click()
      const popup = await popupOpened
      await popup.setViewportSize(device === 'phone' ? viewport : { width: 600, height: 800 })
      await modal.getByRole('status').filter({ hasText: 'Waiting for your payment' }).waitFor()
      await shot(page, 'waiting')
      await popup.getByRole('button', { name: /^Pay / }).waitFor()
      await shot(popup, 'order-page')
      await popup.getByRole('button', { name: /^Pay / }).click()
      await popup.getByRole('status').waitFor()
      await shot(popup, 'order-paid')
      await popup.close()
      await modal.getByRole('status').filter({ hasText: 'You received' }).waitFor()
      await shot(page, 'success')
      await context.close()
    }
  }
} finally {
  await browser.close()
  await stack.stop()
}
