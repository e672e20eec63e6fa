import type { Page } from '@playwright/test'
import { devWallet, expect } from './fixtures.ts'

export const DEV_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export const dialog = (page: Page) => page.getByRole('dialog')

/** The chains the Dev Wallet announces itself on: EIP-6963, and the Wallet Standard and injected sides. */
export const DEV_WALLET_CHAINS = ['Ethereum', 'Solana', 'Bitcoin', 'Polkadot'] as const
export type DevWalletChain = (typeof DEV_WALLET_CHAINS)[number]

/** Connect's row of the Dev Wallet once it names all the chains it announces itself on. */
export function devWalletRow(page: Page) {
  let row = dialog(page).getByRole('button', { name: /^Dev Wallet/ })
  for (const announced of DEV_WALLET_CHAINS) row = row.filter({ hasText: announced })
  return row
}

/**
 * Picks the Dev Wallet in the open modal, on `chain`: it announces an EVM, a Solana, a Bitcoin and a Polkadot side,
 * so the modal asks which chain to connect it on (ConnectingMultiChain). The row names every chain only once each
 * adapter has found its side (some in chunks loaded after the page), so the click waits for all four on a slow
 * machine, in whatever order they arrived, and for the list to have its registry wallets.
 */
export async function chooseDevWallet(page: Page, chain: DevWalletChain = 'Ethereum'): Promise<void> {
  const row = devWalletRow(page)
  await expect(row).toBeVisible()
  // In Connect the registry's wallets arrive after the list shows; the dialog, centred, grows and moves the rows.
  // Until the list says it is settled a click can land on the row that moved under the pointer.
  const connectList = dialog(page).getByRole('list', { name: 'Connect Wallet' })
  if ((await connectList.count()) > 0) await expect(connectList).toHaveAttribute('aria-busy', 'false')
  await row.click()
  await dialog(page).getByRole('list', { name: 'Select a chain' }).getByRole('button', { name: chain }).click()
}

/** Opens the demo at `path` and picks the Dev Wallet in the modal; what follows is the caller's to check. */
export async function pickDevWallet(page: Page, path = '/', chain: DevWalletChain = 'Ethereum'): Promise<void> {
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
