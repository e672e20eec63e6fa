import { SOLANA_DEVNET_ACCOUNTS } from '@foyer/devnet/solana/accounts'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, solanaDevWallet } from './fixtures.ts'
import { chooseDevWallet, dialog } from './journeys.ts'

/**
 * The Solana account journeys move devnet account 5's tokens (the Dev Wallet's Solana side holds accounts 1 to 7,
 * so it is its index 4); account 8 holds no token account, so a send to it creates one. No other spec asserts on
 * either's balances.
 */
export const SOLANA_SENDER = SOLANA_DEVNET_ACCOUNTS[5]!.address
export const SOLANA_RECEIVER = SOLANA_DEVNET_ACCOUNTS[8]!.address
const SENDER_INDEX_IN_WALLET = 4

/** The account button's label for a Solana address: its first and last 4 characters. */
export const shortSolana = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`

/** Connects the Dev Wallet's Solana side as account 5 and opens the Account view. */
export async function openSolanaAccountAsSender(page: Page): Promise<void> {
  await page.goto('/')
  await solanaDevWallet(page, 'changeAccount', SENDER_INDEX_IN_WALLET)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await chooseDevWallet(page, 'Solana')
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(SOLANA_SENDER)
  await page.getByRole('button', { name: shortSolana(SOLANA_SENDER) }).click()
  await expect(dialog(page)).toHaveAccessibleName('Account')
}

async function solanaRpc<T>(request: APIRequestContext, method: string, params: unknown[]): Promise<T> {
  const response = await request.post('/rpc/solana', { data: { jsonrpc: '2.0', id: 1, method, params } })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result as T
}

/** An SPL balance in base units, read straight from the node through the demo's /rpc/solana; 0 without an account. */
export async function splBalance(request: APIRequestContext, mint: string, owner: string): Promise<bigint> {
  const { value } = await solanaRpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>(request, 'getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed' }])
  return value.reduce((sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount), 0n)
}

/** A SOL balance in lamports, from the node. */
export async function lamports(request: APIRequestContext, owner: string): Promise<bigint> {
  const { value } = await solanaRpc<{ value: number }>(request, 'getBalance', [owner])
  return BigInt(value)
}
