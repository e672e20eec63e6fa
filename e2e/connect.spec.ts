import { devWallet, expect, test } from './fixtures.ts'
import { chooseDevWallet, connectDevWallet, DEV_ACCOUNT, dialog, heldPrompts, walletRequests } from './journeys.ts'

test('a visitor connects the Dev Wallet and sees their account and balance', async ({ page }) => {
  await connectDevWallet(page)
  await expect(page.getByTestId('account-address')).toHaveText(DEV_ACCOUNT)
  await expect(page.getByTestId('account-network')).toHaveText('Foyer Devnet (eip155:31337)')
  await expect(page.getByTestId('account-balance')).toHaveText(/^\d+\.\d{3} ETH$/)
  await expect(page.getByRole('button', { name: /0xf39F.*2266/ })).toBeVisible()
})

test('a rejected connect says why and connects on Try again', async ({ page }) => {
  await page.goto('/')
  await devWallet(page, 'setMode', 'reject')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await chooseDevWallet(page)
  await expect(dialog(page)).toContainText('User rejected the request')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')

  await devWallet(page, 'setMode', 'approve')
  await dialog(page).getByRole('button', { name: 'Try again' }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(DEV_ACCOUNT)
})

test('connecting shows progress while the wallet is deciding', async ({ page }) => {
  await page.goto('/')
  // The visitor takes their time: the wallet keeps the prompt open until the test answers it.
  await devWallet(page, 'setMode', 'hold')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await chooseDevWallet(page)
  await expect.poll(() => heldPrompts(page)).toBe(1)
  await expect(dialog(page).getByRole('status')).toBeVisible()
  await expect(dialog(page)).toContainText('Dev Wallet')
  await expect(page.getByTestId('account-status')).toHaveText('connecting')

  await devWallet(page, 'answerHeldPrompts', 'approve')
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
})

test('a reload keeps the connection without asking the wallet again', async ({ page }) => {
  await connectDevWallet(page)
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(DEV_ACCOUNT)
  await expect(dialog(page)).toBeHidden()
  const methods = (await walletRequests(page)).map((request) => request.method)
  expect(methods).not.toContain('eth_requestAccounts')
})

test('disconnect ends the session, and a reload does not bring it back', async ({ page }) => {
  await connectDevWallet(page)
  await page.getByRole('button', { name: /0xf39F.*2266/ }).click()
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  // Once the client says what the last visit's connections came to, the disconnect must have held.
  await expect(page.locator('html')).toHaveAttribute('data-foyer-ready', 'true')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  const methods = (await walletRequests(page)).map((request) => request.method)
  expect(methods).not.toContain('eth_requestAccounts')
})

test('a disconnect from inside the wallet shows in the dapp', async ({ page }) => {
  await connectDevWallet(page)
  await devWallet(page, 'disconnectExternally')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('an account change in the wallet shows in the dapp', async ({ page }) => {
  await connectDevWallet(page)
  await devWallet(page, 'changeAccount', 1)
  await expect(page.getByTestId('account-address')).toHaveText('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
})

test('a signed message comes back from the wallet', async ({ page }) => {
  await connectDevWallet(page)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
})

test('the page with no wallet installed explains how to get one', async ({ page }) => {
  await page.goto('/?devWallet=off')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page).getByRole('button', { name: /Dev Wallet/ })).toHaveCount(0)
  await expect(dialog(page)).toContainText(/no wallet/i)
})

test("the wallet rows stay where they are when Connect's email and social logins arrive after it opened", async ({
  page,
}) => {
  // The part's chunk held back, as on a slow network when the visitor opens Connect in the page's first moments.
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/EmbeddedSignIn-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const row = dialog(page).getByRole('button', { name: /^Dev Wallet/ })
  await expect(dialog(page).getByRole('list', { name: 'Connect Wallet' })).toHaveAttribute('aria-busy', 'false')
  await expect(dialog(page).getByTestId('foyer-email-pending')).toBeVisible()
  const before = await row.boundingBox()

  release()
  await expect(dialog(page).getByLabel('Email', { exact: true })).toBeVisible()
  await expect(dialog(page).getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  expect(await row.boundingBox()).toEqual(before)
})
