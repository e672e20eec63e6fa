import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/playwright.config.ts'
import { DEFAULT_SOCIALS } from '../packages/core/src/rules/defaultSocials.ts'
import { ROOT, startStack } from './stack.ts'

/**
 * `npx tsx scripts/screenshotsSocial.ts`: the social login's views (Connect's buttons folded and unfolded,
 * ConnectingSocial waiting and failed, Account's "Logged in with" row) in light and dark, desktop and phone.
 * The local API has no social providers configured, so the page is told it has SPEC §9's default ones; the popup
 * is the browser's own.
 */
const out = join(ROOT, '.data/screenshots')
mkdirSync(out, { recursive: true })
const stack = await startStack()
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const dialog = (page: Page) => page.getByRole('dialog')
const frame = (page: Page) => page.frameLocator('iframe[data-foyer-frame]')

async function codeOf(email: string): Promise<string> {
  for (;;) {
    const mails = (await (await fetch(`${stack.mailUrl}/messages?to=${encodeURIComponent(email)}`)).json()) as {
      text: string
    }[]
    const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

try {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [device, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const context = await browser.newContext({ colorScheme, viewport, reducedMotion: 'reduce' })
      await context.route(/\/api\/v1\/embedded\/social\/providers(\?|$)/, (route) =>
        route.fulfill({ json: { providers: [...DEFAULT_SOCIALS] } }),
      )
      const page = await context.newPage()
      const shot = (name: string) => page.screenshot({ path: join(out, `social-${name}-${colorScheme}-${device}.png`) })
      await page.goto(`${stack.demoUrl}/?devWallet=off`)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const socials = dialog(page).getByRole('group', { name: 'Log in with a social account' })
      await socials.locator('.foyer-social-icon path').first().waitFor()
      await shot('connect')
      await socials.getByRole('button', { name: 'More social logins' }).click()
      await socials.getByRole('button', { name: 'Continue with Facebook' }).waitFor()
      await shot('connect-more')

      const popupOpened = page.waitForEvent('popup')
      await socials.getByRole('button', { name: 'Continue with Google' }).click()
      const popup = await popupOpened
      // This build's frame refuses the redirect at once (no provider configured), so the wait may be over
      // before it can be seen; it is shot when caught.
      const waiting = dialog(page).getByText('Continue in the Google window')
      const tryAgain = dialog(page).getByRole('button', { name: 'Try again' })
      await waiting.or(tryAgain).first().waitFor()
      if (await waiting.isVisible()) await shot('waiting')
      await popup.close()
      await tryAgain.waitFor()
      await shot('failed')
      await dialog(page).getByRole('button', { name: 'Back' }).first().click()

      // Account's row, as a reload after a social login shows it: the login cache is what a Google login leaves.
      const email = `social-shots-${colorScheme}-${device}-${Date.now()}@foyer.localhost`
      await dialog(page).getByLabel('Email', { exact: true }).fill(email)
      await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click()
      await dialog(page)
        .getByLabel('Code')
        .fill(await codeOf(email))
      await frame(page).getByRole('textbox', { name: 'Recovery password' }).fill('a long recovery password')
      await frame(page).getByRole('textbox', { name: 'Repeat the password' }).fill('a long recovery password')
      await frame(page).getByRole('button', { name: 'Create wallet' }).click()
      await dialog(page).waitFor({ state: 'hidden' })
      await page.evaluate(() => {
        localStorage.setItem('@foyer/socialUsername', JSON.stringify({ v: 1, value: 'ada_lovelace' }))
        localStorage.setItem('@foyer/socialProvider', JSON.stringify({ v: 1, value: 'google' }))
      })
      await page.reload()
      const shown = page.getByTestId('account-address').filter({ hasText: /^0x/ })
      await shown.waitFor()
      const address = (await shown.textContent()) ?? ''
      await page.getByRole('button', { name: new RegExp(`${address.slice(0, 4)}.*${address.slice(-4)}`) }).click()
      await dialog(page).getByText('Logged in with Google').waitFor()
      await shot('account')
      await context.close()
    }
  }
  console.log(`screenshots in ${out}`)
} finally {
  await browser.close()
  await stack.stop()
}
