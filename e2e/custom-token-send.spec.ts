import type { Page } from '@playwright/test'
import { erc20Balance } from './accountJourneys.ts'
import { devWallet, expect, test } from './fixtures.ts'
import { chooseDevWallet, dialog } from './journeys.ts'

// SPEC §7: a token the API does not list (the devnet's CLAIM is deployed but on no token list), pasted by its
// contract address into Send, is read through the network's Multicall3 and sent. Devnet accounts 5 and 6 send and
// receive, account 7 only reads: no other spec asserts on their balances.
const SENDER = { index: 5, address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', button: /0x9965…A4dc/ }
const READER = { index: 7, address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955', button: /0x14dC…9955/ }
const RECEIVER = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
const CLAIM = '0x9446cf6e2F85AF2265461701164E0a8935ee77cB'
const MULTICALL3 = '0xca11bde05977b3631167028862be2a173976ca11'

/** Connects the Dev Wallet as `account` and opens Send from the Account view, once the tokens are listed. */
async function openSendAs(page: Page, account: typeof SENDER = SENDER): Promise<void> {
  await page.goto('/')
  await devWallet(page, 'changeAccount', account.index)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await chooseDevWallet(page)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(account.address)
  await page.getByRole('button', { name: account.button }).click()
  await expect(dialog(page).getByTestId('foyer-token-list')).toContainText('fUSD')
  await dialog(page).getByRole('button', { name: 'Send' }).click()
  await expect(dialog(page)).toHaveAccessibleName('Send')
}

const pasteField = (page: Page) => dialog(page).getByLabel('Or paste a contract address')

test('a token the list lacks is read through the multicall from its pasted address', async ({ page }) => {
  await openSendAs(page, READER)
  await expect(dialog(page).getByLabel('Token', { exact: true })).not.toContainText('CLAIM')
  const multicall = page.waitForRequest(
    (request) => request.url().endsWith('/rpc/31337') && (request.postData() ?? '').toLowerCase().includes(MULTICALL3),
  )
  await pasteField(page).fill(CLAIM)
  await multicall
  await expect(dialog(page).getByTestId('foyer-send-pasted-token')).toHaveText('Claim Your Reward · CLAIM')
  await expect(dialog(page).getByLabel('Token', { exact: true }).locator('option:checked')).toHaveText(
    /^CLAIM · 1000000\.000$/,
  )
})

test('a pasted token can be sent, and the receiver holds it on chain', async ({ page, request }) => {
  const before = await erc20Balance(request, CLAIM, RECEIVER)
  await openSendAs(page)
  const modal = dialog(page)
  await pasteField(page).fill(CLAIM)
  await expect(modal.getByTestId('foyer-send-pasted-token')).toHaveText('Claim Your Reward · CLAIM')
  await modal.getByLabel('Amount').fill('12.5')
  await modal.getByLabel('To', { exact: true }).fill(RECEIVER)
  await modal.getByRole('button', { name: 'Preview Send' }).click()
  await expect(modal).toHaveAccessibleName('Review send')
  await expect(modal.getByTestId('foyer-send-amount')).toHaveText('12.5 CLAIM')
  await modal.getByRole('button', { name: 'Confirm' }).click()
  await expect(modal.getByText('Transaction sent')).toBeVisible()
  await expect.poll(() => erc20Balance(request, CLAIM, RECEIVER)).toBe(before + 125n * 10n ** 17n)
})

test('an address that is no token contract says so, and no token is chosen', async ({ page }) => {
  await openSendAs(page)
  await pasteField(page).fill(RECEIVER)
  await expect(dialog(page).getByRole('alert')).toHaveText('This address is not a token contract')
  await expect(dialog(page).getByTestId('foyer-send-pasted-token')).toHaveCount(0)
})
