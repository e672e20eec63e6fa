import { testWithApiDown } from './apiDownServer.ts'
import { expect, test } from './fixtures.ts'
import { chooseDevWallet, DEV_ACCOUNT, dialog } from './journeys.ts'

const openModal = async (page: import('@playwright/test').Page) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
}

test('Connect lists recommended wallets from the Foyer API under the installed Dev Wallet', async ({ page }) => {
  await openModal(page)
  const list = dialog(page).getByRole('list', { name: 'Connect Wallet' })
  await expect(list.getByRole('button', { name: /Dev Wallet/ })).toBeVisible()
  // Installed wallets, then up to 4 recommended ones from the registry (SPEC §9), then All Wallets.
  const registryIcons = list.locator('img[src*="/api/getWalletImage/"]')
  await expect.poll(() => registryIcons.count()).toBeGreaterThan(0)
  await expect(dialog(page).getByRole('alert')).toHaveCount(0)
})

test('Connect shows 4 recommended wallets, the API leaving out the recent one (SPEC §9)', async ({ page }) => {
  // MetaMask, the registry's first, was used last visit: it is no recommendation, and 4 others are.
  await page.addInitScript(() =>
    localStorage.setItem('@foyer/recentWalletIds', JSON.stringify({ v: 1, value: ['metamask'] })),
  )
  await openModal(page)
  const list = dialog(page).getByRole('list', { name: 'Connect Wallet' })
  const registryRows = list.getByRole('listitem').filter({ has: page.locator('img[src*="/api/getWalletImage/"]') })
  await expect(registryRows).toHaveCount(4)
  await expect(registryRows.first()).toContainText('Trust Wallet')
  await expect(list.getByRole('button', { name: 'MetaMask' })).toHaveCount(0)
})

test('All Wallets pages the registry from the API, searches it, and its images load', async ({ page }) => {
  await openModal(page)
  await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
  const list = dialog(page).getByRole('list', { name: 'All Wallets' })
  await expect(list.getByRole('listitem').first()).toBeVisible()
  // The installed Dev Wallet first, then at least a page of the registry (the seed holds 40 or more).
  await expect
    .poll(async () => Number(await list.getByRole('listitem').first().getAttribute('aria-setsize')))
    .toBeGreaterThan(40)
  const image = list.locator('img[src*="/api/getWalletImage/"]').first()
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true)

  await dialog(page).getByRole('searchbox', { name: 'Search wallets' }).fill('MetaMask')
  await expect(list.getByRole('button', { name: 'MetaMask' })).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(1)
})

test('the app shows token balances from the API once connected', async ({ page }) => {
  await openModal(page)
  await chooseDevWallet(page)
  const tokens = page.getByTestId('account-tokens')
  // The devnet funds every account with 10,000 fUSD (6 decimals), 1,000 FOY and 500 PTS; PTS has 0 decimals
  // and is dropped (SPEC §5), and the unlisted CLAIM token is not on the token list.
  await expect(tokens).toContainText('10000.000 fUSD')
  await expect(tokens).toContainText('1000.000 FOY')
  await expect(tokens).not.toContainText('PTS')
  await expect(tokens).not.toContainText('CLAIM')
})

testWithApiDown(
  'with the API down the Dev Wallet still connects and the modal says why the list is short',
  async ({ page }) => {
    await openModal(page)
    const alerts = dialog(page).getByRole('alert')
    await expect(alerts.filter({ hasText: 'APKT003' })).toContainText('Could not load the wallet list')
    await chooseDevWallet(page)
    await expect(dialog(page)).toBeHidden()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).toHaveText(DEV_ACCOUNT)
  },
)
