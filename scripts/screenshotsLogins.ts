import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/playwright.config.ts'
import { ROOT, startStack } from './stack.ts'

/**
 * `npx tsx scripts/screenshotsLogins.ts`: Connect's social buttons (folded and unfolded), ConnectingSocial (waiting, popup closed),
 * ConnectingFarcaster, and Account after a social login on the smart account — light and dark, desktop and phone.
 */
const out = join(ROOT, '.data/screenshots')
const stack = await startStack()
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const dialog = (page: Page) => page.getByRole('dialog')
const frame = (page: Page) => page.frameLocator('iframe[data-foyer-frame]')

try {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [device, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const context = await browser.newContext({ colorScheme, viewport, reducedMotion: 'reduce' })
      const page = await context.newPage()
      const shot = (name: string) => page.screenshot({ path: join(out, `logins-${name}-${colorScheme}-${device}.png`) })
      const openConnect = async () => {
        await page.goto(`${stack.demoUrl}/?devWallet=off`)
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        await dialog(page).getByRole('button', { name: 'Continue with Google' }).waitFor()
      }
      await openConnect()
      await shot('connect')
      await dialog(page)
        .getByRole('button', { name: /^More social logins/ })
        .click()
      await shot('connect-all-socials')

      let popup = page.waitForEvent('popup')
      await dialog(page).getByRole('button', { name: 'Continue with Google' }).click()
      await (await popup).close()
      await dialog(page).getByRole('button', { name: 'Try again' }).waitFor()
      await shot('social-popup-closed')

      await openConnect()
      await dialog(page).getByRole('button', { name: 'Continue with Farcaster' }).click()
      await dialog(page).getByRole('link', { name: 'Open Farcaster' }).waitFor()
      await shot('farcaster')

      await openConnect()
      popup = page.waitForEvent('popup')
      await dialog(page).getByRole('button', { name: 'Continue with Google' }).click()
      const window = await popup
      await dialog(page).getByText('Continue in the Google window').waitFor()
      await shot('social-waiting')
      await window.getByLabel('Username').fill(`shots-${colorScheme}-${device}-${Date.now()}`)
      await window.getByRole('button', { name: 'Continue' }).click()
      await frame(page).getByRole('textbox', { name: 'Recovery password' }).fill('a long recovery password')
      await frame(page).getByRole('textbox', { name: 'Repeat the password' }).fill('a long recovery password')
      await frame(page).getByRole('button', { name: 'Create wallet' }).click()
      await dialog(page).waitFor({ state: 'hidden' })

      await page
        .getByRole('button', { name: /Foyer Devnet/ })
        .first()
        .click()
      await dialog(page)
        .getByRole('button', { name: /Foyer Devnet L2/ })
        .click()
      await page.getByTestId('account-type').getByText('Smart account').waitFor()
      const address = (await page.getByTestId('account-address').textContent()) ?? ''
      await page.getByRole('button', { name: new RegExp(`${address.slice(0, 4)}.*${address.slice(-4)}`) }).click()
      await dialog(page).getByTestId('social-username').waitFor()
      await shot('account-smart')
      await context.close()
    }
  }
  console.log(`screenshots in ${out}`)
} finally {
  await browser.close()
  await stack.stop()
}
