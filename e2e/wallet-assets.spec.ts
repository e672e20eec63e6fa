import { expect, test } from './fixtures.ts'
import { connectDevWallet, dialog, walletRequests } from './journeys.ts'

// SPEC §7: the wallet's capabilities are read once per connection; a wallet announcing EIP-7811 asset discovery
// (the Dev Wallet does) lists the account's tokens itself, and the API gives the prices it has.

test("the token list is the wallet's own asset list, priced by the API", async ({ page }) => {
  await connectDevWallet(page)
  await page.getByRole('button', { name: /0xf39F.*2266/ }).click()
  // The API's list may show first, while the capabilities are read; the wallet's answer then replaces it.
  const assetAnswers = async () =>
    (await walletRequests(page)).filter((request) => request.method === 'wallet_getAssets').map((r) => r.outcome)
  await expect.poll(assetAnswers).toContain('ok')
  const tokens = dialog(page).getByTestId('foyer-token-list')
  await expect(tokens).toContainText('fUSD')
  await expect(tokens.getByRole('listitem').filter({ hasText: 'fUSD' })).toContainText('$')
})

test('the capabilities are asked once for the connection', async ({ page }) => {
  await connectDevWallet(page)
  await page.getByRole('button', { name: /0xf39F.*2266/ }).click()
  await expect(dialog(page).getByTestId('foyer-token-list')).toContainText('fUSD')
  const methods = (await walletRequests(page)).map((request) => request.method)
  expect(methods.filter((method) => method === 'wallet_getCapabilities')).toEqual(['wallet_getCapabilities'])
})
