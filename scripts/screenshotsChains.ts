import { BITCOIN_DEVNET_ACCOUNTS } from '@foyer/devnet/bitcoin/accounts'
import { POLKADOT_DEVNET_ACCOUNTS } from '@foyer/devnet/polkadot/accounts'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/playwright.config.ts'
import { forEachScreen } from './screenshotMatrix.ts'
import { startStack } from './stack.ts'

/**
 * `npx tsx scripts/screenshotsChains.ts`: the Bitcoin and Polkadot views — the Dev Wallet's four chains in
 * ConnectingMultiChain, Account on Bitcoin with its balance and explorer link, Send saying 'Unsupported chain',
 * Receive on Polkadot, and SwitchActiveChain to Bitcoin — light and dark, desktop and phone, into .data/screenshots.
 */
const stack = await startStack()
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const dialog = (page: Page) => page.getByRole('dialog')
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`
const BITCOIN = BITCOIN_DEVNET_ACCOUNTS[0]!.paymentAddress
const POLKADOT = POLKADOT_DEVNET_ACCOUNTS[0]!.address

async function pickDevWallet(page: Page, chain: string): Promise<void> {
  await page.goto(stack.demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  let row = dialog(page).getByRole('button', { name: /^Dev Wallet/ })
  for (const announced of ['Ethereum', 'Solana', 'Bitcoin', 'Polkadot']) row = row.filter({ hasText: announced })
  await row.click()
  await dialog(page).getByRole('list', { name: 'Select a chain' }).waitFor()
  if (chain === 'none') return
  await dialog(page).getByRole('list', { name: 'Select a chain' }).getByRole('button', { name: chain }).click()
  await dialog(page).waitFor({ state: 'hidden' })
}

try {
  await forEachScreen(browser, 'chains', async (page, shot) => {
    await pickDevWallet(page, 'none')
    await shot('multichain')

    await pickDevWallet(page, 'Bitcoin')
    await page.getByRole('button', { name: short(BITCOIN) }).click()
    await dialog(page).getByTestId('foyer-native-balance').filter({ hasText: 'BTC' }).waitFor()
    await shot('account-bitcoin')
    await dialog(page).getByRole('button', { name: 'Send' }).click()
    await dialog(page).getByRole('alert').waitFor()
    await shot('send-unsupported')

    await page.goto(stack.demoUrl)
    await page
      .getByRole('button', { name: /Foyer Bitcoin Regtest/ })
      .first()
      .click()
    await dialog(page)
      .getByRole('list', { name: 'Polkadot networks' })
      .getByRole('button', { name: 'Foyer Polkadot Devnet', exact: true })
      .click()
    await dialog(page).getByText('runs on Polkadot').waitFor()
    await shot('switch-active-chain')
    await dialog(page).getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page)
      .getByRole('list', { name: 'Connect Wallet' })
      .getByRole('button', { name: /Dev Wallet/ })
      .click()
    await dialog(page).waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: short(POLKADOT) }).click()
    await dialog(page).getByRole('button', { name: 'Receive' }).click()
    await dialog(page).getByRole('img', { name: 'QR code of your address' }).waitFor()
    await shot('receive-polkadot')
  })
} finally {
  await browser.close()
  await stack.stop()
}
