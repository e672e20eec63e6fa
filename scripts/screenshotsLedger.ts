import { chromium, type Page } from '@playwright/test'
import { emulateLedgerOn } from '../e2e/ledgerDevice.ts'
import { CHROMIUM_LAUNCH } from '../e2e/playwright.config.ts'
import { forEachScreen } from './screenshotMatrix.ts'
import { startStack } from './stack.ts'

/**
 * `npx tsx scripts/screenshotsLedger.ts`: the Ledger account picker (ConnectingExternal) as a visitor sees it —
 * before reading the device, a BIP-44 page of accounts, the legacy scheme, and a locked device — light and dark,
 * desktop and phone. There is no device here: the page gets a WebHID device that answers Ledger's HID framing with
 * the recorded exchanges of ledgerRecordings.testing.ts, so the real transport, Ethereum app binding and view run.
 */

const stack = await startStack()
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const dialog = (page: Page) => page.getByRole('dialog')

async function openPicker(page: Page, locked: boolean) {
  await emulateLedgerOn(page, { locked })
  await page.goto(`${stack.demoUrl}/?devWallet=off&ledger=1`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /^Ledger/ })
    .click()
}

try {
  await forEachScreen(browser, 'ledger', async (page, shot) => {
    await openPicker(page, false)
    await dialog(page).getByRole('button', { name: 'Continue' }).waitFor()
    await shot('before')
    await dialog(page).getByRole('button', { name: 'Continue' }).click()
    await dialog(page).getByText("m/44'/60'/0'/0/4").waitFor()
    await shot('bip44')
    await dialog(page).getByLabel('Derivation path').selectOption({ label: 'Legacy (MEW)' })
    await dialog(page).getByText("m/44'/60'/0'/4").waitFor()
    await shot('legacy')
  })
  await forEachScreen(browser, 'ledger', async (page, shot) => {
    await openPicker(page, true)
    await dialog(page).getByRole('button', { name: 'Continue' }).click()
    await dialog(page).getByText('Your Ledger is locked. Unlock it with your PIN and try again').waitFor()
    await shot('locked')
  })
} finally {
  await browser.close()
  await stack.stop()
}
