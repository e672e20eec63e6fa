import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { connectDevWallet, walletRequests } from './journeys.ts'

// SPEC §5 transaction serialization, as a dapp meets it: the demo's "Dapp transaction" card calls
// eth_sendTransaction on Foyer's provider with the fees the visitor typed.
async function sendWithFees(page: Page, fees: { maxFee: string; priorityFee: string }) {
  await connectDevWallet(page)
  await page.getByLabel('Max fee (gwei)').fill(fees.maxFee)
  await page.getByLabel('Priority fee (gwei)').fill(fees.priorityFee)
  await page.getByRole('button', { name: 'Send with these fees' }).click()
}

test('a transaction with a priority fee above its max fee is refused before the wallet is asked', async ({ page }) => {
  await sendWithFees(page, { maxFee: '1', priorityFee: '2' })
  await expect(page.getByTestId('dapp-transaction-error')).toHaveText('Priority fee is above the max fee')
  const sent = (await walletRequests(page)).filter((request) => request.method === 'eth_sendTransaction')
  expect(sent).toEqual([])
})

test('a transaction within the rules reaches the wallet and is sent', async ({ page }) => {
  await sendWithFees(page, { maxFee: '100', priorityFee: '2' })
  await expect(page.getByTestId('dapp-transaction-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  const sent = (await walletRequests(page)).filter((request) => request.method === 'eth_sendTransaction')
  expect(sent.map((request) => request.outcome)).toEqual(['ok'])
})
