import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { chooseRecoveryPassword, connectedAddress } from './embeddedJourneys.ts'
import { expect, test } from './fixtures.ts'
import { chooseDevWallet, DEV_ACCOUNT, dialog, walletRequests } from './journeys.ts'
import { connectBoth, openWallets, SECOND_ACCOUNT } from './profileWalletsJourneys.ts'

// SPEC §2 ProfileWallets: two EVM extensions connected at once (the demo's `?secondWallet=1` adds a Second Dev
// Wallet on the devnet's account #3), moving between them, across a reload, and letting one go.
async function secondWalletRequests(page: Page): Promise<string[]> {
  await page.waitForFunction(() => '__foyerSecondDevWallet' in window)
  return page.evaluate(() =>
    // biome-ignore lint/suspicious/noExplicitAny: the control API lives on window, typed in apps/test-wallets
    ((window as any).__foyerSecondDevWallet.getRequests() as { method: string }[]).map((request) => request.method),
  )
}

const connected = (page: Page) => dialog(page).getByRole('region', { name: 'Connected' })
const recentlyConnected = (page: Page) => dialog(page).getByRole('region', { name: 'Recently connected' })
const walletItem = (page: Page, name: string) =>
  dialog(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) })

test('two wallets connected at once are both listed, the one connected last in use', async ({ page }) => {
  await connectBoth(page)
  await openWallets(page, /0x90F7.*b906/)
  await expect(walletItem(page, 'Second Dev Wallet')).toContainText('Active')
  await expect(walletItem(page, 'Second Dev Wallet')).toContainText('0x90F7…b906')
  await expect(connected(page).getByRole('button', { name: 'Switch to Dev Wallet' })).toBeVisible()
  await expect(walletItem(page, 'Dev Wallet')).toContainText('0xf39F…2266')
})

test('switching to the other wallet makes it the one that signs', async ({ page }) => {
  await connectBoth(page)
  await openWallets(page, /0x90F7.*b906/)
  await dialog(page).getByRole('button', { name: 'Switch to Dev Wallet' }).click()
  await expect(walletItem(page, 'Dev Wallet')).toContainText('Active')
  await expect(page.getByTestId('account-address')).toHaveText(DEV_ACCOUNT)
  await dialog(page).getByRole('button', { name: 'Close' }).click()

  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  expect((await walletRequests(page)).map((request) => request.method)).toContain('personal_sign')
  expect(await secondWalletRequests(page)).not.toContain('personal_sign')
})

test('after a reload the same two wallets are listed with the same one in use', async ({ page }) => {
  await connectBoth(page)
  await openWallets(page, /0x90F7.*b906/)
  await dialog(page).getByRole('button', { name: 'Switch to Dev Wallet' }).click()
  await expect(page.getByTestId('account-address')).toHaveText(DEV_ACCOUNT)

  await page.reload()
  await expect(page.locator('html[data-foyer-ready="true"]')).toBeAttached()
  await expect(page.getByTestId('account-address')).toHaveText(DEV_ACCOUNT)
  await openWallets(page, /0xf39F.*2266/)
  await expect(walletItem(page, 'Dev Wallet')).toContainText('Active')
  await expect(connected(page).getByRole('button', { name: 'Switch to Second Dev Wallet' })).toBeVisible()
})

test('disconnecting one wallet keeps the other connected and lists the first to connect again', async ({ page }) => {
  await connectBoth(page)
  await openWallets(page, /0x90F7.*b906/)
  await dialog(page).getByRole('button', { name: 'Disconnect Dev Wallet' }).click()
  await expect(recentlyConnected(page).getByRole('button', { name: 'Connect Dev Wallet again' })).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(SECOND_ACCOUNT)
  expect((await walletRequests(page)).map((request) => request.method)).toContain('wallet_revokePermissions')
})

test('disconnecting the wallet in use hands over to the other one', async ({ page }) => {
  await connectBoth(page)
  await openWallets(page, /0x90F7.*b906/)
  await dialog(page).getByRole('button', { name: 'Disconnect Second Dev Wallet' }).click()
  await expect(page.getByTestId('account-address')).toHaveText(DEV_ACCOUNT)
  await expect(walletItem(page, 'Dev Wallet')).toContainText('Active')
})

test('a disconnected wallet connects again with its own prompt', async ({ page }) => {
  await connectBoth(page)
  await openWallets(page, /0x90F7.*b906/)
  await dialog(page).getByRole('button', { name: 'Disconnect Dev Wallet' }).click()
  await recentlyConnected(page).getByRole('button', { name: 'Connect Dev Wallet again' }).click()
  await expect(page.getByTestId('account-address')).toHaveText(DEV_ACCOUNT)
  const methods = (await walletRequests(page)).map((request) => request.method)
  // After Foyer revoked its permission, the wallet is asked to show its account picker again (wagmi does the same).
  expect(methods.lastIndexOf('wallet_requestPermissions')).toBeGreaterThan(methods.indexOf('wallet_revokePermissions'))
})

test('a disconnected embedded wallet made with Google logs in with Google again', async ({ page }) => {
  const username = `ada-${randomUUID().slice(0, 8)}`
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await chooseDevWallet(page)
  await expect(dialog(page)).toBeHidden()
  await openWallets(page, /0xf39F.*2266/)
  await dialog(page).getByRole('button', { name: 'Add another wallet' }).click()
  await logInWithGoogle(
    page,
    () => dialog(page).getByRole('button', { name: 'Continue with Google' }).click(),
    username,
  )
  await chooseRecoveryPassword(page)
  await expect(dialog(page)).toBeHidden()
  const embeddedAddress = await connectedAddress(page)
  expect(embeddedAddress).not.toBe(DEV_ACCOUNT)

  await openWallets(page, new RegExp(`${embeddedAddress.slice(0, 4)}.*${embeddedAddress.slice(-4)}`))
  await dialog(page).getByRole('button', { name: 'Disconnect Google' }).click()
  await expect(page.getByTestId('account-address')).toHaveText(DEV_ACCOUNT)
  const again = recentlyConnected(page).getByRole('button', { name: 'Connect Google again' })
  // SPEC §4: a disconnected connection re-runs its own login — here the Google popup, opened within the click.
  await logInWithGoogle(page, () => again.click(), username)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(embeddedAddress)
})

/** Clicks what opens the Google popup and logs in there as `username` (apps/oidc-provider's login page). */
async function logInWithGoogle(page: Page, click: () => Promise<void>, username: string): Promise<void> {
  const popupOpened = page.waitForEvent('popup')
  await click()
  const popup = await popupOpened
  await popup.getByLabel('Username').fill(username)
  const closed = popup.waitForEvent('close')
  await popup.getByRole('button', { name: 'Continue' }).click()
  await closed
}
