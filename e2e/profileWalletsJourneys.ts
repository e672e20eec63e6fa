import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { chooseDevWallet, DEV_ACCOUNT, dialog } from './journeys.ts'

/** The demo's `?secondWallet=1` adds a Second Dev Wallet on the devnet's account #3. */
export const SECOND_ACCOUNT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

/** Opens the visitor's wallets from the page's account button, through Account's "Wallets" row. */
export async function openWallets(page: Page, address: RegExp): Promise<void> {
  await page.getByRole('button', { name: address }).click()
  await expect(dialog(page)).toHaveAccessibleName('Account')
  await dialog(page)
    .getByRole('button', { name: /^Wallets/ })
    .click()
  await expect(dialog(page)).toHaveAccessibleName('Wallets')
}

/** Connects the Dev Wallet, then adds the Second Dev Wallet from ProfileWallets' "Add another wallet". */
export async function connectBoth(page: Page): Promise<void> {
  await page.goto('/?secondWallet=1')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await chooseDevWallet(page)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(DEV_ACCOUNT)
  await openWallets(page, /0xf39F.*2266/)
  await dialog(page).getByRole('button', { name: 'Add another wallet' }).click()
  await expect(dialog(page)).toHaveAccessibleName('Connect Wallet')
  await dialog(page)
    .getByRole('button', { name: /^Second Dev Wallet/ })
    .click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(SECOND_ACCOUNT)
}
