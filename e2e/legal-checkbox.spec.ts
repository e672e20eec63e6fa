import { expect, test } from './fixtures.ts'
import { chooseDevWallet, DEV_ACCOUNT, devWalletRow, dialog, walletRequests } from './journeys.ts'

// The demo shows the legal checkbox with `?legal=1`, linking its own /terms.html and /privacy.html.
const LEGAL_PAGE = '/?legal=1'
const AGREE = 'I agree to the Terms of Service and Privacy Policy'

test('a click on the Dev Wallet before ticking the legal checkbox does not reach the wallet', async ({ page }) => {
  await page.goto(LEGAL_PAGE)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog(page).getByRole('checkbox', { name: AGREE })).not.toBeChecked()
  await expect(devWalletRow(page)).toBeDisabled()
  // A real pointer click at the row, past Playwright's wait for it to be enabled.
  await devWalletRow(page).click({ force: true })
  await expect(dialog(page).getByRole('list', { name: 'Connect Wallet' })).toBeVisible()
  await expect(dialog(page).getByRole('list', { name: 'Select a chain' })).toBeHidden()
  const methods = (await walletRequests(page)).map((request) => request.method)
  expect(methods).not.toContain('eth_requestAccounts')
})

test('ticking the legal checkbox lets the visitor connect the Dev Wallet', async ({ page }) => {
  await page.goto(LEGAL_PAGE)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('checkbox', { name: AGREE }).check()
  await chooseDevWallet(page)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(DEV_ACCOUNT)
})

test('the legal checkbox stays ticked after a reload', async ({ page }) => {
  await page.goto(LEGAL_PAGE)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('checkbox', { name: AGREE }).check()
  await page.reload()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog(page).getByRole('checkbox', { name: AGREE })).toBeChecked()
  await expect(devWalletRow(page)).toBeEnabled()
})

test('the legal links open the terms and the privacy policy in a new tab', async ({ page }) => {
  await page.goto(LEGAL_PAGE)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const terms = dialog(page).getByRole('link', { name: 'Terms of Service' })
  const [opened] = await Promise.all([page.context().waitForEvent('page'), terms.click()])
  await expect(opened.getByRole('heading', { name: 'Terms of Service' })).toBeVisible()
})
