import type { Page } from '@playwright/test'
import { devWallet, expect } from './fixtures.ts'

export const DEV_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export const dialog = (page: Page) => page.getByRole('dialog')

/**
 * Picks the Dev Wallet in the open modal, on `chain`: it announces an EVM and a Solana side, so the modal asks
 * which chain to connect it on (ConnectingMultiChain). The row names both chains only once the Solana side is
 * found (Wallet Standard, in the Solana adapter's chunk), so the click waits for that on a slow machine.
 */
export async function chooseDevWallet(page: Page, chain: 'Ethereum' | 'Solana' = 'Ethereum'): Promise<void> {
  await dialog(page)
    .getByRole('button', { name: /Dev Wallet.*Ethereum · Solana/ })
    .click()
  await dialog(page).getByRole('list', { name: 'Select a chain' }).getByRole('button', { name: chain }).click()
}

/** Opens the demo at `path` and picks the Dev Wallet in the modal; what follows is the caller's to check. */
export async function pickDevWallet(page: Page, path = '/', chain: 'Ethereum' | 'Solana' = 'Ethereum'): Promise<void> {
  await page.goto(path)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await chooseDevWallet(page, chain)
}

/** Opens the demo and connects the Dev Wallet through the modal, as a visitor would. */
export async function connectDevWallet(page: Page): Promise<void> {
  await pickDevWallet(page)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
}

/** Opens the network list from the page's network button and picks the devnet L2 in it. */
export async function pickL2Network(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /Foyer Devnet/ })
    .first()
    .click()
  await dialog(page)
    .getByRole('button', { name: /Foyer Devnet L2/ })
    .click()
}

/** How many of the Dev Wallet's prompts 'hold' mode keeps open. */
export async function heldPrompts(page: Page): Promise<number> {
  return ((await devWallet(page, 'getState')) as { heldPrompts: number }).heldPrompts
}

export async function walletRequests(page: Page): Promise<{ method: string; outcome: string }[]> {
  return (await devWallet(page, 'getRequests')) as { method: string; outcome: string }[]
}
