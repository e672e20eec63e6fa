import { BITCOIN_DEVNET_ACCOUNTS } from '@foyer/devnet/bitcoin/accounts'
import type { APIRequestContext, Page } from '@playwright/test'
import { bitcoinDevWallet, expect, test } from './fixtures.ts'
import { dialog, pickDevWallet } from './journeys.ts'

/**
 * The Dev Wallet's Bitcoin side holds the regtest devnet's ten keys, key 0 selected: 1 BTC on its payment address,
 * 100,000 sats on its ordinals address. Only the payment journey spends, from key 5 to key 6, so no other journey's
 * balances move.
 */
const FIRST = BITCOIN_DEVNET_ACCOUNTS[0]!
const PAYER_INDEX = 5
const PAYER = BITCOIN_DEVNET_ACCOUNTS[PAYER_INDEX]!
const PAYEE = BITCOIN_DEVNET_ACCOUNTS[6]!

async function connectBitcoin(page: Page, path = '/'): Promise<void> {
  await pickDevWallet(page, path, 'Bitcoin')
  await expect(dialog(page)).toBeHidden()
}

/** Confirmed sats on an address, from the devnet's Esplora API through the demo's /esplora/regtest. */
async function confirmedSats(request: APIRequestContext, address: string): Promise<bigint> {
  const response = await request.get(`/esplora/regtest/address/${address}`)
  const { chain_stats: stats } = (await response.json()) as {
    chain_stats: { funded_txo_sum: number; spent_txo_sum: number }
  }
  return BigInt(stats.funded_txo_sum) - BigInt(stats.spent_txo_sum)
}

test('a visitor connects the Dev Wallet on Bitcoin: the payment address is in use and its regtest balance shows', async ({
  page,
}) => {
  await connectBitcoin(page)
  await expect(page.getByTestId('account-address')).toHaveText(FIRST.paymentAddress)
  await expect(page.getByTestId('account-network')).toContainText('Foyer Bitcoin Regtest (bip122:')
  await expect(page.getByTestId('account-balance')).toHaveText('1.000 BTC')
  await expect(page.getByTestId('connection-bip122')).toContainText(`Dev Wallet · ${FIRST.paymentAddress}`)
  // The wallet granted both of its addresses, the payment one first (SPEC §9 default account type).
  const granted = (await bitcoinDevWallet(page, 'getRequests')) as { method: string; outcome: string }[]
  expect(granted.some((request) => request.method === 'bitcoin:connect' && request.outcome === 'ok')).toBe(true)
})

test('the Account view of a Bitcoin account shows the balance, and Send says it is for other chains', async ({
  page,
}) => {
  await connectBitcoin(page)
  const short = `${FIRST.paymentAddress.slice(0, 4)}…${FIRST.paymentAddress.slice(-4)}`
  await page.getByRole('button', { name: short }).click()
  await expect(dialog(page)).toHaveAccessibleName('Account')
  await expect(dialog(page).getByTestId('foyer-native-balance')).toHaveText('1.000 BTC')
  await dialog(page).getByRole('button', { name: 'Send' }).click()
  await expect(dialog(page).getByRole('alert')).toContainText('Unsupported chain')
  await expect(dialog(page).getByRole('alert')).toContainText('Sending works on Ethereum and Solana networks.')
  await dialog(page).getByRole('button', { name: 'Switch Network' }).click()
  await expect(dialog(page)).toHaveAccessibleName('Select network')
})

test('a Bitcoin wallet signs in with BIP-322: the API verifies it, the demo server trusts the session, and a reload keeps it', async ({
  page,
}) => {
  await pickDevWallet(page, '/?signIn=required', 'Bitcoin')
  await expect(dialog(page)).toHaveAccessibleName('Sign In')
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('siwx-status')).toHaveText('Signed in')
  await expect(page.getByTestId('siwx-session')).toContainText('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')

  await page.getByRole('button', { name: 'Call the protected route' }).click()
  await expect(page.getByTestId('protected-route')).toHaveText(
    `Welcome back, ${FIRST.paymentAddress}. This answer came from the demo server.`,
  )

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-foyer-ready', 'true')
  await expect(page.getByTestId('account-address')).toHaveText(FIRST.paymentAddress)
  await expect(page.getByTestId('siwx-status')).toHaveText('Signed in')
  await expect(dialog(page)).toBeHidden()
})

test('a Bitcoin payment through the provider is signed by the wallet, broadcast, and confirms after a mined block', async ({
  page,
}) => {
  await page.goto('/')
  await bitcoinDevWallet(page, 'changeAccount', PAYER_INDEX)
  await connectBitcoin(page)
  await expect(page.getByTestId('account-address')).toHaveText(PAYER.paymentAddress)
  const before = await confirmedSats(page.request, PAYEE.paymentAddress)

  await page.getByTestId('bitcoin-recipient').fill(PAYEE.paymentAddress)
  await page.getByTestId('bitcoin-amount').fill('25000')
  await page.getByTestId('bitcoin-pay').click()
  await expect(page.getByTestId('bitcoin-txid')).toHaveText(/^[0-9a-f]{64}$/)
  const txid = await page.getByTestId('bitcoin-txid').textContent()

  const status = async () =>
    ((await (await page.request.get(`/esplora/regtest/tx/${txid}/status`)).json()) as { confirmed: boolean }).confirmed
  expect(await status()).toBe(false)
  await page.request.post('/esplora/regtest/regtest/mine/1')
  await expect.poll(status).toBe(true)
  expect(await confirmedSats(page.request, PAYEE.paymentAddress)).toBe(before + 25_000n)
})

test('a Bitcoin payment the wallet refuses says so, and nothing is broadcast', async ({ page }) => {
  await page.goto('/')
  await bitcoinDevWallet(page, 'changeAccount', PAYER_INDEX)
  await connectBitcoin(page)
  await bitcoinDevWallet(page, 'setMode', 'reject')
  await page.getByTestId('bitcoin-recipient').fill(PAYEE.paymentAddress)
  await page.getByTestId('bitcoin-pay').click()
  await expect(page.getByTestId('bitcoin-payment-error')).toHaveText('User rejected the request')
})
