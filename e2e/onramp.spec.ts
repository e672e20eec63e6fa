import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { SOLANA_DEVNET_ACCOUNTS } from '@foyer/devnet/solana/accounts'
import type { Page } from '@playwright/test'
import { devWallet, expect, solanaDevWallet, test } from './fixtures.ts'
import { chooseDevWallet, dialog } from './journeys.ts'
import { lamports, shortSolana } from './solanaJourneys.ts'

// Buying crypto through the stack's on-ramp sandbox (apps/onramp-sandbox): its order page opens in a popup, Pay
// funds the address on the devnet, and the modal sees the balance arrive. EVM account 8 and Solana account 6 (the
// Solana Dev Wallet's index 5) are bought for here only: no other spec asserts on their balances.
const EVM_BUYER = DEVNET_ACCOUNTS[8]!.address
const SOLANA_BUYER = SOLANA_DEVNET_ACCOUNTS[6]!.address
const SOLANA_BUYER_INDEX_IN_WALLET = 5

async function openAccount(page: Page, chain: 'Ethereum' | 'Solana'): Promise<void> {
  await page.goto('/')
  if (chain === 'Ethereum') await devWallet(page, 'changeAccount', 8)
  else await solanaDevWallet(page, 'changeAccount', SOLANA_BUYER_INDEX_IN_WALLET)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await chooseDevWallet(page, chain)
  await expect(dialog(page)).toBeHidden()
  const address = chain === 'Ethereum' ? EVM_BUYER : SOLANA_BUYER
  await expect(page.getByTestId('account-address')).toHaveText(address)
  const label = chain === 'Ethereum' ? `${address.slice(0, 6)}…${address.slice(-4)}` : shortSolana(address)
  await page.getByRole('button', { name: label }).click()
  await expect(dialog(page)).toHaveAccessibleName('Account')
  await expect(page.getByTestId('account-balance')).toHaveText(/^\d+\.\d{3} (ETH|SOL)$/)
}

/** Buy → the quote → Buy ETH/SOL → the sandbox's page in the popup → Pay → the modal sees the funds. */
async function buyThroughSandbox(page: Page, amount: string, symbol: string, received: string): Promise<void> {
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Buy' }).click()
  await expect(modal).toHaveAccessibleName('Buy crypto')
  await modal.getByLabel('Amount').fill(amount)
  await expect(modal.getByText('10.00 to 7500.00 USD by card')).toBeVisible()
  const quote = modal.getByTestId('foyer-onramp-quote')
  await expect(quote).toContainText(`You receive${received} ${symbol}`)
  await expect(quote).toContainText('Provider fee1.50 USD')
  const popupOpened = page.waitForEvent('popup')
  await modal.getByRole('button', { name: `Buy ${symbol}` }).click()
  const popup = await popupOpened
  await expect(modal).toHaveAccessibleName('Buying crypto')
  await expect(modal.getByRole('status')).toHaveText('Waiting for your payment')
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(`You buy ${received} ${symbol}`)
  await popup.getByRole('button', { name: 'Pay 100.00 USD' }).click()
  await expect(popup.getByRole('status')).toContainText('Payment complete — you can close this window')
  await expect(modal.getByRole('status')).toHaveText(`You received ${Number(received)} ${symbol}`)
  await popup.close()
}

test('a visitor buys ETH through the sandbox and sees it arrive in their balance', async ({ page }) => {
  await openAccount(page, 'Ethereum')
  const before = await page.getByTestId('account-balance').textContent()
  await buyThroughSandbox(page, '100', 'ETH', '0.03936000')
  await dialog(page).getByRole('button', { name: 'Done' }).click()
  await expect(dialog(page)).toHaveAccessibleName('Account')
  await expect(page.getByTestId('account-balance')).not.toHaveText(before ?? '')
})

test('a visitor buys SOL through the sandbox on the Solana local chain', async ({ page, request }) => {
  await openAccount(page, 'Solana')
  const before = await lamports(request, SOLANA_BUYER)
  await buyThroughSandbox(page, '100', 'SOL', '0.65600000')
  expect(await lamports(request, SOLANA_BUYER)).toBe(before + 656_000_000n)
})

test('an amount outside the payment method’s limits says why, and Buy waits for a valid one', async ({ page }) => {
  await openAccount(page, 'Ethereum')
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Buy' }).click()
  await modal.getByLabel('Amount').fill('5')
  await expect(modal.getByRole('alert')).toHaveText('Enter an amount between 10.00 and 7500.00 USD for card.')
  await expect(modal.getByRole('button', { name: 'Buy ETH' })).toBeDisabled()
  await modal.getByLabel('Payment method').selectOption('bank_transfer')
  await modal.getByLabel('Amount').fill('30000')
  await expect(modal.getByRole('alert')).toHaveText('Enter an amount between 10.00 and 25000.00 USD for bank transfer.')
  await modal.getByLabel('Amount').fill('20000')
  await expect(modal.getByRole('alert')).toHaveCount(0)
  await expect(modal.getByRole('button', { name: 'Buy ETH' })).toBeEnabled()
})
