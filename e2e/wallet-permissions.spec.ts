import { expect, test } from './fixtures.ts'
import { chooseDevWallet, connectDevWallet, DEV_ACCOUNT, dialog, walletRequests } from './journeys.ts'

// SPEC §7 wallet_requestPermissions: Foyer's disconnect revokes the site's permission, so connecting that wallet
// again asks it to show its account picker, as wagmi's injected connector does.

test('connecting a wallet again after a disconnect asks it for permissions and shows its account', async ({ page }) => {
  await connectDevWallet(page)
  await page.getByRole('button', { name: /0xf39F.*2266/ }).click()
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await chooseDevWallet(page)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(DEV_ACCOUNT)
  const methods = (await walletRequests(page)).map((request) => request.method)
  expect(methods.filter((method) => /Permissions|eth_requestAccounts/.test(method))).toEqual([
    'eth_requestAccounts',
    'wallet_revokePermissions',
    'wallet_requestPermissions',
  ])
})

test('a first connect asks for accounts only, with no permission request', async ({ page }) => {
  await connectDevWallet(page)
  const methods = (await walletRequests(page)).map((request) => request.method)
  expect(methods).toContain('eth_requestAccounts')
  expect(methods).not.toContain('wallet_requestPermissions')
})
