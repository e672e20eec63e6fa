import { expect, test } from './fixtures.ts'
import { DEV_ACCOUNT, dialog } from './journeys.ts'

// The demo's keys page (apps/demo/coinbase-keys) holds devnet account 2.
const KEYS_PAGE_ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const coinbaseRows = (page: import('@playwright/test').Page) =>
  dialog(page).getByRole('button', { name: /Coinbase Wallet/ })

async function disconnect(page: import('@playwright/test').Page, address: RegExp) {
  await page.getByRole('button', { name: address }).click()
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
}

test("Coinbase Wallet's extension, announced over EIP-6963, is Connect's one Coinbase Wallet: it connects, signs and disconnects", async ({
  page,
}) => {
  await page.goto('/?devWallet=coinbase')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(coinbaseRows(page)).toHaveCount(1)
  await expect(coinbaseRows(page)).toContainText('Installed')
  const popups: string[] = []
  page.on('popup', (popup) => popups.push(popup.url()))
  await coinbaseRows(page).click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(DEV_ACCOUNT)

  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  await disconnect(page, /0xf39F.*2266/)
  // The extension answered everything: Coinbase's SDK never opened its popup.
  expect(popups).toEqual([])
})

test("without the extension, Coinbase Wallet opens Coinbase's keys page at the configured URL, which connects and signs through the SDK", async ({
  page,
  baseURL,
}) => {
  await page.goto('/?devWallet=off')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const sdkRow = coinbaseRows(page)
  // One entry: the registry's Coinbase Wallet (WalletConnect) is not recommended beside the SDK that reaches it.
  await expect(dialog(page).getByRole('button', { name: 'MetaMask' })).toBeVisible()
  await expect(sdkRow).toHaveCount(1)
  const popupOpened = page.waitForEvent('popup')
  await sdkRow.click()
  const popup = await popupOpened
  const keysUrl = new URL(popup.url())
  expect(`${keysUrl.origin}${keysUrl.pathname}`).toBe(`${new URL(baseURL ?? '').origin}/coinbase-keys/connect`)
  expect(keysUrl.searchParams.get('origin')).toBe(new URL(baseURL ?? '').origin)

  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(KEYS_PAGE_ACCOUNT)
  await expect(popup.getByRole('status')).toContainText('Answered eth_requestAccounts')

  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  await expect(popup.getByRole('status')).toContainText('Answered personal_sign')

  // A reload keeps the SDK's session: connected again without the keys page.
  await page.reload()
  await expect(page.getByTestId('account-address')).toHaveText(KEYS_PAGE_ACCOUNT)
  await disconnect(page, /0x3C44.*93BC/)
})
