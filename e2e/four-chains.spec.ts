import { BITCOIN_DEVNET_ACCOUNTS } from '@foyer/devnet/bitcoin/accounts'
import { POLKADOT_DEVNET_ACCOUNTS } from '@foyer/devnet/polkadot/accounts'
import { SOLANA_DEVNET_ACCOUNTS } from '@foyer/devnet/solana/accounts'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { connectDevWallet, DEV_ACCOUNT, dialog } from './journeys.ts'

/** Each side of the multichain Dev Wallet, with the network the demo offers on it and the account it selects first. */
const SIDES = [
  { chain: 'Ethereum', namespace: 'eip155', network: 'Foyer Devnet', address: DEV_ACCOUNT },
  { chain: 'Solana', namespace: 'solana', network: 'Foyer Solana Devnet', address: SOLANA_DEVNET_ACCOUNTS[1]!.address },
  {
    chain: 'Bitcoin',
    namespace: 'bip122',
    network: 'Foyer Bitcoin Regtest',
    address: BITCOIN_DEVNET_ACCOUNTS[0]!.paymentAddress,
  },
  {
    chain: 'Polkadot',
    namespace: 'polkadot',
    network: 'Foyer Polkadot Devnet',
    address: POLKADOT_DEVNET_ACCOUNTS[0]!.address,
  },
] as const
type Side = (typeof SIDES)[number]

/** Opens the network list from the page's network button (named for the network shown) and picks `side`'s. */
async function pickNetwork(page: Page, shown: Side, side: Side): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(shown.network) })
    .first()
    .click()
  await dialog(page)
    .getByRole('list', { name: `${side.chain} networks` })
    .getByRole('button', { name: side.network, exact: true })
    .click()
}

test('all four chains connected at once through the multichain Dev Wallet: the visitor moves among them, and a reload restores all four', async ({
  page,
}) => {
  const [evm, ...others] = SIDES
  await connectDevWallet(page)
  let shown: Side = evm
  // Each other chain has no account yet: SwitchActiveChain says so and connects the Dev Wallet's side of it.
  for (const side of others) {
    await pickNetwork(page, shown, side)
    await expect(dialog(page)).toContainText(`${side.network} runs on ${side.chain}.`)
    await dialog(page).getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page)
      .getByRole('list', { name: 'Connect Wallet' })
      .getByRole('button', { name: /Dev Wallet/ })
      .click()
    await expect(dialog(page)).toBeHidden()
    await expect(page.getByTestId('account-address')).toHaveText(side.address)
    shown = side
  }
  for (const side of SIDES) await expect(page.getByTestId(`connection-${side.namespace}`)).toContainText(side.address)

  // Every chain has an account now: moving among them is a plain network switch, no wallet asked.
  for (const side of [evm, others[1], others[0]] as const) {
    await pickNetwork(page, shown, side)
    await expect(dialog(page)).toBeHidden()
    await expect(page.getByTestId('account-address')).toHaveText(side.address)
    shown = side
  }

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-foyer-ready', 'true')
  for (const side of SIDES) await expect(page.getByTestId(`connection-${side.namespace}`)).toContainText(side.address)
  await expect(page.getByTestId('account-address')).toHaveText(shown.address)
})
