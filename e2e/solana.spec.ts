import { SOLANA_DEVNET_ACCOUNTS } from '@foyer/devnet/solana/accounts'
import { expect, test } from './fixtures.ts'
import { connectDevWallet, DEV_ACCOUNT, dialog, pickDevWallet } from './journeys.ts'

/** The Dev Wallet's Solana side holds the devnet's accounts 1 to 7; account 1 is selected. */
const SOLANA_ACCOUNT = SOLANA_DEVNET_ACCOUNTS[1]!.address

async function connectSolanaDevWallet(page: import('@playwright/test').Page): Promise<void> {
  await pickDevWallet(page, '/', 'Solana')
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('connection-solana')).toContainText(SOLANA_ACCOUNT)
}

test('a visitor connects the Dev Wallet on Solana and sees their SOL balance', async ({ page }) => {
  await connectSolanaDevWallet(page)
  await expect(page.getByTestId('account-address')).toHaveText(SOLANA_ACCOUNT)
  await expect(page.getByTestId('account-network')).toContainText('Foyer Solana Devnet (solana:')
  await expect(page.getByTestId('account-balance')).toHaveText(/^\d+\.\d{3} SOL$/)
  // The account button shortens a Solana address to its first and last 4 characters (no 0x prefix to keep).
  await expect(
    page.getByRole('button', { name: `${SOLANA_ACCOUNT.slice(0, 4)}…${SOLANA_ACCOUNT.slice(-4)}` }),
  ).toBeVisible()
})

test('a Solana message signature comes back from the wallet, in base58', async ({ page }) => {
  await connectSolanaDevWallet(page)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('signature')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
})

test('EVM and Solana connected at once: the visitor moves between them, a reload keeps both, and disconnecting one keeps the other', async ({
  page,
}) => {
  await connectDevWallet(page)
  // A Solana network has no account yet: the modal says so (SwitchActiveChain) and connects a Solana wallet.
  await page
    .getByRole('button', { name: /Foyer Devnet/ })
    .first()
    .click()
  await dialog(page)
    .getByRole('list', { name: 'Solana networks' })
    .getByRole('button', { name: 'Foyer Solana Devnet' })
    .click()
  await expect(dialog(page)).toContainText('Foyer Solana Devnet runs on Solana.')
  await dialog(page).getByRole('button', { name: 'Connect Wallet' }).click()
  await chooseSolanaSide(page)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(SOLANA_ACCOUNT)
  await expect(page.getByTestId('connection-eip155')).toContainText(DEV_ACCOUNT)

  // Back to EVM: both chains have an account, so it is a plain network switch.
  await page
    .getByRole('button', { name: /Foyer Solana Devnet/ })
    .first()
    .click()
  await dialog(page)
    .getByRole('list', { name: 'Ethereum networks' })
    .getByRole('button', { name: 'Foyer Devnet', exact: true })
    .click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(DEV_ACCOUNT)

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-foyer-ready', 'true')
  await expect(page.getByTestId('connection-eip155')).toContainText(DEV_ACCOUNT)
  await expect(page.getByTestId('connection-solana')).toContainText(SOLANA_ACCOUNT)
  await expect(page.getByTestId('account-address')).toHaveText(DEV_ACCOUNT)

  await page.getByRole('button', { name: 'Disconnect Solana' }).click()
  await expect(page.getByTestId('connection-solana')).toHaveText('disconnected')
  await expect(page.getByTestId('connection-eip155')).toContainText(DEV_ACCOUNT)
})

/** Connect, filtered to the Solana networks' wallets, lists the Dev Wallet's Solana side alone. */
async function chooseSolanaSide(page: import('@playwright/test').Page): Promise<void> {
  const list = dialog(page).getByRole('list', { name: 'Connect Wallet' })
  await list.getByRole('button', { name: /Dev Wallet/ }).click()
}

test('connected on Solana only, picking an EVM network asks for an EVM wallet first (SwitchActiveChain)', async ({
  page,
}) => {
  await connectSolanaDevWallet(page)
  await page
    .getByRole('button', { name: /Foyer Solana Devnet/ })
    .first()
    .click()
  await dialog(page)
    .getByRole('list', { name: 'Ethereum networks' })
    .getByRole('button', { name: 'Foyer Devnet', exact: true })
    .click()
  await expect(dialog(page)).toContainText('Foyer Devnet runs on Ethereum.')
  await dialog(page).getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page)
    .getByRole('list', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Dev Wallet/ })
    .click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(DEV_ACCOUNT)
  await expect(page.getByTestId('account-network')).toContainText('Foyer Devnet (eip155:31337)')
  await expect(page.getByTestId('connection-solana')).toContainText(SOLANA_ACCOUNT)
})
