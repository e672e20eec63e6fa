import { chromium, type Page } from '@playwright/test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { chooseDevWallet } from '../e2e/journeys.ts'
import { CHROMIUM_LAUNCH } from '../e2e/playwright.config.ts'
import { forEachScreen } from './screenshotMatrix.ts'
import { startStack } from './stack.ts'

/**
 * `npx tsx scripts/screenshotsNames.ts`: issue 14's account names as a visitor sees them — RegisterAccountName
 * with suggestions and with a taken name's error, RegisterAccountNameSuccess, and Account showing the name — light
 * and dark, desktop and phone. Each screen registers with its own devnet account (one name per address).
 */
const TAKEN = 'satoshi'
const stack = await startStack()
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const dialog = (page: Page) => page.getByRole('dialog')
let screen = 0

/** Another visitor already holds `satoshi.reown.id`, so the suggestions mark it taken. */
async function registerTakenName(): Promise<void> {
  const account = privateKeyToAccount(generatePrivateKey())
  const message = JSON.stringify({ name: `${TAKEN}.reown.id`, timestamp: Math.floor(Date.now() / 1000) })
  const response = await fetch(`${stack.apiUrl}/v1/profile/account?projectId=foyer-demo&st=foyer-shots&sv=0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: 60,
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
  })
  if (response.status !== 201) throw new Error(`registering ${TAKEN}: ${response.status} ${await response.text()}`)
}

try {
  await registerTakenName()
  await forEachScreen(browser, 'names', async (page, shot) => {
    const accountIndex = 4 + screen++
    await page.goto(stack.demoUrl)
    await page.waitForFunction(() => '__foyerDevWallet' in window)
    await page.evaluate(
      (index) =>
        (window as unknown as { __foyerDevWallet: { changeAccount(i: number): void } }).__foyerDevWallet.changeAccount(
          index,
        ),
      accountIndex,
    )
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await chooseDevWallet(page)
    await dialog(page).waitFor({ state: 'hidden' })
    await page.getByTestId('account-address').filter({ hasText: /^0x/ }).waitFor()
    await page.getByRole('button', { name: /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/ }).click()
    const modal = dialog(page)
    await modal.getByRole('button', { name: /Choose a name/ }).click()

    const field = modal.getByLabel('Name', { exact: true })
    await field.fill(TAKEN)
    await modal
      .getByRole('button', { name: /^satoshi\d+\.reown\.id Available$/ })
      .first()
      .waitFor()
    await shot('register-suggestions')

    await modal.getByRole('button', { name: 'Register' }).click()
    await modal.getByTestId('foyer-name-failure').waitFor()
    await shot('register-error')

    await field.fill('ab')
    await modal.getByText('A name has at least 4 characters.').waitFor()
    await shot('register-invalid')

    await field.fill(`visitor-${accountIndex}`)
    await modal.getByRole('button', { name: 'Register' }).click()
    await modal.getByTestId('foyer-name-registered').waitFor()
    await page.getByText(/^Error registering name/).waitFor({ state: 'hidden' })
    await shot('success')

    await modal.getByRole('button', { name: 'Back to account' }).click()
    await modal.getByTestId('foyer-account-name').waitFor()
    await shot('account-named')
  })
} finally {
  await browser.close()
  await stack.stop()
}
