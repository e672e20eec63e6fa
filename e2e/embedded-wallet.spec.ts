import { expect, test } from './fixtures.ts'
import {
  answerInFrame,
  chooseRecoveryPassword,
  createEmbeddedWallet,
  enterMailedCode,
  fundEvm,
  mailedCode,
  newVisitorEmail,
  secureFrame,
  startEmailLogin,
} from './embeddedJourneys.ts'
import { dialog } from './journeys.ts'

test('a visitor types a wrong code, then the right one, and gets a wallet with an EVM account', async ({ page }) => {
  const email = newVisitorEmail()
  await startEmailLogin(page, email)
  const code = await mailedCode(email)
  await dialog(page)
    .getByLabel('Code')
    .fill(code === '000000' ? '111111' : '000000')
  await expect(dialog(page).getByRole('alert')).toBeVisible()
  await dialog(page).getByLabel('Code').fill(code)
  await chooseRecoveryPassword(page)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
})

test('asking for another code within 30 s says when to try again', async ({ page }) => {
  const email = newVisitorEmail()
  await startEmailLogin(page, email)
  await expect(dialog(page).getByText(/^Please try again after \d+ seconds$/)).toBeVisible()
  await expect(dialog(page).getByRole('button', { name: 'Resend code' })).toBeDisabled()
})

test('a reload brings the embedded wallet back without asking for anything', async ({ page }) => {
  await createEmbeddedWallet(page)
  const address = await page.getByTestId('account-address').textContent()
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(address ?? '')
  await expect(dialog(page)).toBeHidden()
})

test('a message is signed once the visitor approves it inside the secure frame', async ({ page }) => {
  await createEmbeddedWallet(page)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Approve in your wallet’s secure window' })).toBeVisible()
  await answerInFrame(page, 'Approve')
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  await expect(dialog(page)).toBeHidden()
})

test('a transaction on the EVM devnet is sent once approved inside the secure frame', async ({ page, request }) => {
  await createEmbeddedWallet(page)
  const address = (await page.getByTestId('account-address').textContent()) ?? ''
  await fundEvm(request, address, 10n ** 18n)
  await page.getByRole('button', { name: 'Send 1 gwei' }).click()
  await answerInFrame(page, 'Approve')
  await expect(page.getByTestId('transaction-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
})

test('a rejected approval says so and the dapp keeps working', async ({ page }) => {
  await createEmbeddedWallet(page)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await answerInFrame(page, 'Reject')
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByRole('alert')).toContainText(/rejected/i)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await answerInFrame(page, 'Approve')
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
})

test('signing out forgets the email login and the wallet stays away after a reload', async ({ page }) => {
  await createEmbeddedWallet(page)
  await page.getByRole('button', { name: /^0x/ }).first().click()
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  const cached = await page.evaluate(() =>
    Object.entries(localStorage).filter(([key]) => /email/i.test(key) && !/capture/i.test(key)),
  )
  expect(cached).toEqual([])
  await page.reload()
  await expect(page.locator('html[data-foyer-ready="true"]')).toHaveCount(1)
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('the same email in a second browser approves the new device by mail and unlocks with the recovery password', async ({
  page,
  browser,
}) => {
  const email = await createEmbeddedWallet(page)
  const address = await page.getByTestId('account-address').textContent()

  const other = await browser.newContext()
  const second = await other.newPage()
  await startEmailLogin(second, email)
  await enterMailedCode(second, email, 2)
  await expect(dialog(second).getByRole('heading', { name: 'Check your email' })).toBeVisible()
  const link = /https?:\/\/\S+/.exec((await (await import('./embeddedJourneys.ts')).mailsTo(email))[0]?.text ?? '')
  expect(link).not.toBeNull()
  const approval = await other.newPage()
  await approval.goto(link?.[0] ?? '')
  await approval.getByRole('button', { name: 'Approve this device' }).click()
  await secureFrame(second)
    .getByRole('textbox', { name: 'Recovery password' })
    .fill('a long recovery password')
  await secureFrame(second).getByRole('button', { name: 'Unlock wallet' }).click()
  await expect(second.getByTestId('account-status')).toHaveText('connected')
  await expect(second.getByTestId('account-address')).toHaveText(address ?? '')
  await other.close()
})
