import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { dialog } from './journeys.ts'

// SPEC §9 wallet list: the demo takes the dapp's options from its query string (apps/demo/src/main.tsx).

const openConnect = async (page: Page, path: string) => {
  await page.goto(path)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  return dialog(page).getByRole('list', { name: 'Connect Wallet' })
}
/** The wallet names a list shows, top to bottom. */
const rowNames = (list: Locator) => list.locator('.foyer-wallet-row__name').allInnerTexts()
const registryRows = (list: Locator) =>
  list.getByRole('listitem').filter({ has: list.page().locator('img[src*="/api/getWalletImage/"]') })

test('featured wallets come before the recommended ones in Connect, and first in All Wallets, in the dapp’s order', async ({
  page,
}) => {
  const list = await openConnect(page, '/?featuredWallets=zerion,rainbow')
  // The two featured wallets and 4 recommended ones, which the featured ones are not among.
  await expect(registryRows(list)).toHaveCount(6)
  const names = await rowNames(registryRows(list))
  expect(names.slice(0, 2)).toEqual(['Zerion', 'Rainbow'])
  expect(names.slice(2)).not.toContain('Zerion')

  await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
  const all = dialog(page).getByRole('list', { name: 'All Wallets' })
  await expect(all.getByRole('button', { name: 'Zerion' })).toBeVisible()
  expect((await rowNames(all)).slice(0, 2)).toEqual(['Zerion', 'Rainbow'])
})

test('an excluded wallet appears nowhere: not in Connect, not in All Wallets, not in a search', async ({ page }) => {
  const list = await openConnect(page, '/?excludeWallets=metamask')
  await expect(registryRows(list)).toHaveCount(4)
  expect(await rowNames(list)).not.toContain('MetaMask')

  await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
  const all = dialog(page).getByRole('list', { name: 'All Wallets' })
  await expect(all.getByRole('button', { name: 'Trust Wallet' })).toBeVisible()
  await expect(all.getByRole('button', { name: 'MetaMask' })).toHaveCount(0)

  await dialog(page).getByRole('searchbox', { name: 'Search wallets' }).fill('MetaMask')
  await expect(dialog(page).getByText('No wallet matches “MetaMask”')).toBeVisible()
})

test('a custom wallet shows in its slot and opens its WalletConnect pairing', async ({ page }) => {
  const list = await openConnect(page, '/?customWallet=1')
  const custom = list.getByRole('button', { name: 'Foyer Test Wallet' })
  await expect(custom).toBeVisible()
  // SPEC §9 order: the custom slot comes before the recommended wallets.
  await expect(registryRows(list)).toHaveCount(4)
  const names = await rowNames(list)
  expect(names.indexOf('Foyer Test Wallet')).toBeLessThan(names.indexOf('Trust Wallet'))

  await custom.click()
  await expect(dialog(page)).toHaveAccessibleName('Foyer Test Wallet')
  await expect(dialog(page).getByText('Scan this QR code with Foyer Test Wallet')).toBeVisible()
  await expect(dialog(page).getByRole('button', { name: 'Copy link' })).toBeEnabled()
})

test('the network list and the network button show each network’s icon from the API', async ({ page }) => {
  await page.goto('/')
  const button = page.locator('.foyer-network-button')
  const buttonIcon = button.locator('img[src*="/api/public/getAssetImage/foyer-devnet"]')
  await expect(buttonIcon).toBeVisible()
  const loaded = (image: Locator) =>
    image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)
  await expect.poll(() => loaded(buttonIcon)).toBe(true)

  await button.click()
  const networks = dialog(page).getByRole('list', { name: 'Networks' })
  const icons = networks.locator('img[src*="/api/public/getAssetImage/"]')
  await expect(icons).toHaveCount(5)
  for (const icon of await icons.all()) await expect.poll(() => loaded(icon)).toBe(true)
  const ids = await icons.evaluateAll((images) =>
    images.map((image) => new URL((image as HTMLImageElement).src).pathname.split('/').at(-1)),
  )
  expect(ids).toEqual(['foyer-devnet', 'foyer-l2', 'foyer-solana', 'foyer-bitcoin', 'foyer-polkadot'])
})
