import type { APIRequestContext, Page } from '@playwright/test'
import { devWallet, expect } from './fixtures.ts'
import { chooseDevWallet, dialog } from './journeys.ts'

/** Devnet accounts 3 and 4: no other spec asserts on their balances. */
export const SENDER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
export const RECEIVER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
export const FOYER_USD = '0xaa974Ab02B651c3B5dcFAD67a88dc7D143A8f3EC'

/** Connects the Dev Wallet as devnet account 3 and opens the Account view. */
export async function openAccountAsSender(page: Page): Promise<void> {
  await page.goto('/')
  await devWallet(page, 'changeAccount', 3)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await chooseDevWallet(page)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(SENDER)
  await page.getByRole('button', { name: /0x90F7…b906/ }).click()
  await expect(dialog(page)).toHaveAccessibleName('Account')
}

/** An ERC-20 balance read straight from the node, through the demo's own /rpc proxy. */
export async function erc20Balance(request: APIRequestContext, token: string, owner: string): Promise<bigint> {
  const data = `0x70a08231${owner.slice(2).toLowerCase().padStart(64, '0')}`
  const response = await request.post('/rpc/31337', {
    data: { jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to: token, data }, 'latest'] },
  })
  const body = (await response.json()) as { result: string }
  return BigInt(body.result)
}

/** Waits until the API's indexer lists the transaction `hash` for `owner` (through the demo's /api). */
export async function waitForIndexedTransaction(request: APIRequestContext, owner: string, hash: string) {
  const path = `/api/v1/account/${owner}/history?projectId=foyer-demo&st=foyer-e2e&sv=0&chainId=eip155:31337`
  await expect
    .poll(async () => {
      const body = (await (await request.get(path)).json()) as { data?: { metadata: { hash?: string } }[] }
      return (body.data ?? []).some((transaction) => transaction.metadata.hash?.toLowerCase() === hash.toLowerCase())
    })
    .toBe(true)
}

/** Sends `amount` fUSD from the open Account view to the receiver; resolves to the hash once it landed. */
export async function sendFoyerUsd(page: Page, amount: string): Promise<string> {
  const modal = dialog(page)
  await expect(modal.getByTestId('foyer-token-list')).toContainText('fUSD')
  await modal.getByRole('button', { name: 'Send' }).click()
  await fillSendForm(page, 'fUSD', amount, RECEIVER)
  await modal.getByRole('button', { name: 'Preview Send' }).click()
  await expect(modal).toHaveAccessibleName('Review send')
  await modal.getByRole('button', { name: 'Confirm' }).click()
  await expect(modal.getByText('Transaction sent')).toBeVisible()
  const hash = modal.getByTestId('foyer-sent-hash')
  await expect(hash).toHaveAttribute('title', /^0x[0-9a-f]{64}$/)
  return (await hash.getAttribute('title')) ?? ''
}

/** Fills the send form: token by its symbol, amount, receiver. */
export async function fillSendForm(page: Page, symbol: string, amount: string, receiver: string): Promise<void> {
  const form = dialog(page)
  const select = form.getByLabel('Token')
  const value = await select
    .locator('option')
    .filter({ hasText: new RegExp(`^${symbol} ·`) })
    .getAttribute('value')
  await select.selectOption(value ?? '')
  await form.getByLabel('Amount').fill(amount)
  await form.getByLabel('To', { exact: true }).fill(receiver)
}
