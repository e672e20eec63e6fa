import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/playwright.config.ts'
import { forEachScreen } from './screenshotMatrix.ts'
import { startStack } from './stack.ts'

/**
 * `npx tsx scripts/screenshotsSwaps.ts`: issue 14's swap views as a visitor sees them on the devnet's pools — Swap
 * with a live quote, SwapSelectToken, and SwapPreview at its approval step — light and dark, desktop and phone.
 * Devnet account 8 only looks: nothing is sent.
 */
const stack = await startStack()
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const dialog = (page: Page) => page.getByRole('dialog')

async function pick(page: Page, side: RegExp, symbol: string) {
  await dialog(page).getByRole('button', { name: side }).click()
  await dialog(page).getByLabel('Search tokens').fill(symbol)
  await dialog(page)
    .getByRole('button', { name: new RegExp(`^${symbol}\\b`) })
    .click()
  await dialog(page).getByLabel('You pay').waitFor()
}

try {
  await forEachScreen(browser, 'swaps', async (page, shot) => {
    await page.goto(stack.demoUrl)
    await page.waitForFunction(() => '__foyerDevWallet' in window)
    await page.evaluate(() =>
      (window as unknown as { __foyerDevWallet: { changeAccount(i: number): void } }).__foyerDevWallet.changeAccount(8),
    )
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page)
      .getByRole('button', { name: /^Dev Wallet/ })
      .click()
    await dialog(page).getByRole('list', { name: 'Select a chain' }).getByRole('button', { name: 'Ethereum' }).click()
    await dialog(page).waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: /0x2361…1E8f/ }).click()
    await dialog(page).getByTestId('foyer-token-list').filter({ hasText: 'fUSD' }).waitFor()
    await dialog(page).getByRole('button', { name: 'Swap' }).click()

    await dialog(page).getByRole('button', { name: 'Select token' }).click()
    await dialog(page).getByTestId('foyer-swap-tokens').waitFor()
    await shot('select-token')
    await dialog(page)
      .getByRole('button', { name: /^fUSD\b/ })
      .click()
    await dialog(page).getByLabel('You pay').fill('0.25')
    await dialog(page).getByTestId('foyer-swap-rate').waitFor()
    await shot('form')

    await pick(page, /^Token to pay/, 'fUSD')
    await pick(page, /^Token to receive/, 'FOY')
    await dialog(page).getByLabel('You pay').fill('125')
    await dialog(page).getByRole('button', { name: 'Review swap' }).click()
    await dialog(page).getByRole('button', { name: 'Approve fUSD' }).waitFor()
    await shot('preview-approve')
  })
} finally {
  await browser.close()
  await stack.stop()
}
