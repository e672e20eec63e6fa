import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/playwright.config.ts'
import { forEachScreen } from './screenshotMatrix.ts'
import { startStack } from './stack.ts'

/**
 * `npx tsx scripts/screenshotsProfileWallets.ts`: Account's Wallets row and ProfileWallets with two wallets kept,
 * then with one disconnected — light and dark, desktop and phone.
 */
const stack = await startStack()
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const dialog = (page: Page) => page.getByRole('dialog')

try {
  await forEachScreen(browser, 'wallets', async (page, shot) => {
    await page.goto(`${stack.demoUrl}/?secondWallet=1`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page)
      .getByRole('button', { name: /Dev Wallet.*Ethereum · Solana/ })
      .click()
    await dialog(page).getByRole('button', { name: 'Ethereum' }).click()
    await dialog(page).waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: /0xf39F.*2266/ }).click()
    await dialog(page)
      .getByRole('button', { name: /^Wallets/ })
      .click()
    await dialog(page).getByRole('button', { name: 'Add another wallet' }).click()
    await dialog(page)
      .getByRole('button', { name: /^Second Dev Wallet/ })
      .click()
    await dialog(page).waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: /0x90F7.*b906/ }).click()
    await dialog(page).getByText('2 connected').waitFor()
    await shot('account')
    await dialog(page)
      .getByRole('button', { name: /^Wallets/ })
      .click()
    await dialog(page).getByRole('button', { name: 'Switch to Dev Wallet' }).waitFor()
    await shot('two')
    await dialog(page).getByRole('button', { name: 'Disconnect Dev Wallet' }).click()
    await dialog(page).getByRole('button', { name: 'Connect Dev Wallet again' }).waitFor()
    await shot('one-disconnected')
  })
} finally {
  await browser.close()
  await stack.stop()
}
