import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/playwright.config.ts'
import { ROOT, startStack } from './stack.ts'

/** `npx tsx scripts/screenshotsEmbedded.ts`: the embedded wallet's views, light and dark, desktop and phone. */
const out = join(ROOT, '.data/screenshots')
const stack = await startStack()
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const dialog = (page: Page) => page.getByRole('dialog')
const frame = (page: Page) => page.frameLocator('iframe[data-foyer-frame]')

async function codeOf(email: string, count: number): Promise<string> {
  for (;;) {
    const mails = (await (await fetch(`${stack.mailUrl}/messages?to=${encodeURIComponent(email)}`)).json()) as {
      text: string
    }[]
    const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1]
    if (mails.length >= count && code) return code
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
      const page = await context.newPage()
      const shot = (name: string) =>
        page.screenshot({ path: join(out, `embedded-${name}-${colorScheme}-${device}.png`) })
      const email = `shots-${colorScheme}-${device}-${Date.now()}@foyer.localhost`
      await page.goto(`${stack.demoUrl}/?devWallet=off`)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog(page).getByLabel('Email', { exact: true }).fill(email)
      await shot('connect')
      await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click()
      await dialog(page).getByLabel('Code').waitFor()
      await shot('code')
      await dialog(page).getByLabel('Code').fill('000000')
      await dialog(page).getByRole('alert').waitFor()
      await shot('code-wrong')
      await dialog(page)
        .getByLabel('Code')
        .fill(await codeOf(email, 1))
      await frame(page).getByRole('textbox', { name: 'Recovery password' }).waitFor()
      await shot('recovery-password')
      await frame(page).getByRole('textbox', { name: 'Recovery password' }).fill('a long recovery password')
      await frame(page).getByRole('textbox', { name: 'Repeat the password' }).fill('a long recovery password')
      await frame(page).getByRole('button', { name: 'Create wallet' }).click()
      await dialog(page).waitFor({ state: 'hidden' })
      await page.getByRole('button', { name: 'Sign message' }).click()
      await frame(page).getByRole('button', { name: 'Approve' }).waitFor()
      await shot('approve')
      await frame(page).getByRole('button', { name: 'Reject' }).click()
      await dialog(page).waitFor({ state: 'hidden' })
      const address = (await page.getByTestId('account-address').textContent()) ?? ''
      await page.getByRole('button', { name: new RegExp(`${address.slice(0, 4)}.*${address.slice(-4)}`) }).click()
      await dialog(page)
        .getByRole('button', { name: /Update email/ })
        .waitFor()
      await shot('account')
      await dialog(page)
        .getByRole('button', { name: /Update email/ })
        .click()
      await dialog(page).getByLabel('New email').fill(`new-${email}`)
      await shot('update-email')
      await context.close()
    }
  }
  console.log(`screenshots in ${out}`)
} finally {
  await browser.close()
  await stack.stop()
}
