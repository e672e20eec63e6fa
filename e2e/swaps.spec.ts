import { FOYER_TOKEN, FOYER_USD } from '@foyer/devnet/tokens'
import type { APIRequestContext, Page } from '@playwright/test'
import { formatUnits, parseUnits } from 'viem'
import { erc20Balance } from './accountJourneys.ts'
import { devWallet, expect, test } from './fixtures.ts'
import { chooseDevWallet, connectDevWallet, dialog, pickL2Network } from './journeys.ts'

// Issue 14: swaps on the devnet's Uniswap V2 pools, through the swap API, with the Dev Wallet. Devnet account 6 swaps
// (custom-token-send only sends it CLAIM; no other spec reads its ether, fUSD or FOY), one journey after the other
// so each reads balances only its own swap moves.
test.describe.configure({ mode: 'serial' })

const SWAPPER = { index: 6, address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9', button: /0x976E…0aa9/ }

/** Connects the Dev Wallet as the swapper and opens Swap from the Account view. */
async function openSwap(page: Page) {
  await page.goto('/')
  await devWallet(page, 'changeAccount', SWAPPER.index)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await chooseDevWallet(page)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(SWAPPER.address)
  await page.getByRole('button', { name: SWAPPER.button }).click()
  await expect(dialog(page).getByTestId('foyer-token-list')).toContainText('fUSD')
  await dialog(page).getByRole('button', { name: 'Swap' }).click()
  await expect(dialog(page)).toHaveAccessibleName('Swap')
  return dialog(page)
}

/** Picks the token of one side through SwapSelectToken, by search. */
async function pickToken(page: Page, side: RegExp, symbol: string) {
  const modal = dialog(page)
  await modal.getByRole('button', { name: side }).click()
  await expect(modal).toHaveAccessibleName('Select token')
  await modal.getByLabel('Search tokens').fill(symbol)
  await modal.getByRole('button', { name: new RegExp(`^${symbol}\\b`) }).click()
  await expect(modal).toHaveAccessibleName('Swap')
}

/** The review's amounts in `decimals` units: the least the swap gets, and the quote ('Expected …'). */
async function reviewedAmounts(page: Page, decimals: number) {
  const modal = dialog(page)
  const minimum = (await modal.getByTestId('foyer-swap-receive-min').textContent()) ?? ''
  const expected = (await modal.getByText(/^Expected /).textContent()) ?? ''
  const units = (text: string) => parseUnits(/[\d.]+/.exec(text)?.[0] ?? '', decimals)
  return { minimum: units(minimum), expected: units(expected) }
}

const nativeBalance = async (request: APIRequestContext, owner: string) => {
  const response = await request.post('/rpc/31337', {
    data: { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [owner, 'latest'] },
  })
  return BigInt(((await response.json()) as { result: string }).result)
}

test('swaps devnet ether for fUSD: the balance grows by the quote, at least its minimum', async ({ page, request }) => {
  const modal = await openSwap(page)
  await expect(modal.getByRole('button', { name: 'Token to pay: ETH' })).toBeVisible()
  await pickToken(page, /^Select token$/, 'fUSD')
  await modal.getByLabel('You pay').fill('0.05')
  const review = modal.getByRole('button', { name: 'Review swap' })
  await expect(review).toBeEnabled()
  await expect(modal.getByTestId('foyer-swap-rate')).toHaveText(/^1 ETH = [\d.]+ fUSD$/)
  await expect(modal.getByTestId('foyer-swap-minimum')).toHaveText(/^[\d.]+ fUSD$/)

  const [fusdBefore, etherBefore] = await Promise.all([
    erc20Balance(request, FOYER_USD.address, SWAPPER.address),
    nativeBalance(request, SWAPPER.address),
  ])
  await review.click()
  await expect(modal).toHaveAccessibleName('Review swap')
  await expect(modal.getByTestId('foyer-swap-pay')).toHaveText('0.05 ETH')
  const { minimum, expected } = await reviewedAmounts(page, FOYER_USD.decimals)
  expect(minimum).toBe((expected * 99n) / 100n)
  await modal.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(modal.getByText('Swap complete')).toBeVisible()

  const received = (await erc20Balance(request, FOYER_USD.address, SWAPPER.address)) - fusdBefore
  expect(received).toBeGreaterThanOrEqual(minimum)
  expect(received).toBeLessThanOrEqual(expected)
  // The ether paid is the amount and the gas.
  expect(etherBefore - (await nativeBalance(request, SWAPPER.address))).toBeGreaterThan(5n * 10n ** 16n)
  // The modal's own balances follow: Account's token list shows the new fUSD balance.
  await modal.getByRole('button', { name: 'Done' }).click()
  const [whole, fraction = ''] = formatUnits(fusdBefore + received, FOYER_USD.decimals).split('.')
  await expect(modal.getByTestId('foyer-token-list')).toContainText(
    `${whole}.${fraction.padEnd(3, '0').slice(0, 3)} fUSD`,
  )
})

test('swaps fUSD for FOY with the approval step first', async ({ page, request }) => {
  const modal = await openSwap(page)
  await pickToken(page, /^Token to pay/, 'fUSD')
  await pickToken(page, /^Select token$/, 'FOY')
  await modal.getByLabel('You pay').fill('25')
  await modal.getByRole('button', { name: 'Review swap' }).click()
  await expect(modal).toHaveAccessibleName('Review swap')
  await expect(modal.getByTestId('foyer-swap-step')).toContainText('Step 1 of 2')

  const [fusdBefore, foyBefore] = await Promise.all([
    erc20Balance(request, FOYER_USD.address, SWAPPER.address),
    erc20Balance(request, FOYER_TOKEN.address, SWAPPER.address),
  ])
  await modal.getByRole('button', { name: 'Approve fUSD' }).click()
  await expect(modal.getByText('fUSD approved')).toBeVisible()
  const { minimum, expected } = await reviewedAmounts(page, FOYER_TOKEN.decimals)
  await modal.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(modal.getByText('Swap complete')).toBeVisible()
  await expect(modal.getByTestId('foyer-swap-done')).toHaveText(/^You swapped 25 fUSD for [\d.]+ FOY\.$/)

  expect(await erc20Balance(request, FOYER_USD.address, SWAPPER.address)).toBe(fusdBefore - 25n * 10n ** 6n)
  const received = (await erc20Balance(request, FOYER_TOKEN.address, SWAPPER.address)) - foyBefore
  // The review shows amounts rounded down to 6 decimals: the least is at least what it shows.
  expect(received).toBeGreaterThanOrEqual(minimum)
  expect(received).toBeLessThan(expected + 10n ** 12n)
})

test("a network without swaps says 'Network not supported for Swaps'", async ({ page }) => {
  await connectDevWallet(page)
  await pickL2Network(page)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-network')).toHaveText('Foyer Devnet L2 (eip155:31338)')
  await page.getByRole('button', { name: /0xf39F…2266/ }).click()
  await dialog(page).getByRole('button', { name: 'Swap' }).click()
  await expect(dialog(page).getByRole('alert')).toContainText('Network not supported for Swaps')
  await expect(dialog(page).getByRole('button', { name: 'Switch network' })).toBeVisible()
})
