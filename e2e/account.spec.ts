import {
  erc20Balance,
  FOYER_USD,
  fillSendForm,
  openAccountAsSender,
  RECEIVER,
  SENDER,
  sendFoyerUsd,
  waitForIndexedTransaction,
} from './accountJourneys.ts'
import { devWallet, expect, test } from './fixtures.ts'
import { dialog } from './journeys.ts'

// The journeys move devnet account 3's funds, so they run one after the other on the same devnet.
test.describe.configure({ mode: 'serial' })

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
/** Balances as the token list writes them: 3 decimals, rounded down (SPEC §9). */
const fusd = (units: bigint) => `${(Number(units / 1_000n) / 1_000).toFixed(3)} fUSD`

test('the Account view shows what the devnet funded, with the features in SPEC §9 order', async ({ page }) => {
  const funded = await erc20Balance(page.request, FOYER_USD, SENDER)
  await openAccountAsSender(page)
  const modal = dialog(page)
  await expect(modal.getByTestId('foyer-account-address')).toHaveText('0x90F7…b906')
  await expect(modal.getByTestId('foyer-native-balance')).toHaveText(/^\d+\.\d{3} ETH$/)
  const tokens = modal.getByTestId('foyer-token-list')
  await expect(tokens).toContainText(fusd(funded))
  await expect(tokens).toContainText('1000.000 FOY')
  // SPEC §9 order: onramp, swaps, receive, send.
  await expect(modal.getByRole('list', { name: 'Wallet features' }).getByRole('button')).toHaveText([
    'Buy',
    'Swap',
    'Receive',
    'Send',
  ])
})

test('the Account tabs move with the arrow keys', async ({ page }) => {
  await openAccountAsSender(page)
  const modal = dialog(page)
  const tokensTab = modal.getByRole('tab', { name: 'Tokens' })
  await expect(tokensTab).toHaveAttribute('aria-selected', 'true')
  await tokensTab.focus()
  await page.keyboard.press('ArrowRight')
  await expect(modal.getByRole('tab', { name: 'Activity' })).toBeFocused()
  await expect(modal.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')
})

test('Receive shows the address as a QR code and the networks it is good on', async ({ page }) => {
  await openAccountAsSender(page)
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Receive' }).click()
  await expect(modal).toHaveAccessibleName('Receive')
  await expect(modal.getByTestId('foyer-qr')).toHaveAttribute(
    'data-qr-value',
    /0x90F79bf6EB2c4f870365E785982E1f101E93b906/i,
  )
  await expect(modal.getByRole('list', { name: 'Networks' })).toContainText('Foyer Devnet')
})

test('a send the form refuses says why in the spec’s words, in the spec’s order', async ({ page }) => {
  await openAccountAsSender(page)
  const modal = dialog(page)
  await expect(modal.getByTestId('foyer-token-list')).toContainText('fUSD')
  await modal.getByRole('button', { name: 'Send' }).click()
  await expect(modal).toHaveAccessibleName('Send')

  // SPEC §5: amount and receiver first, then the token.
  await modal.getByRole('button', { name: 'Preview Send' }).click()
  await expect(modal.getByRole('alert')).toHaveText('An amount and receiver address are required')
  await modal.getByLabel('Amount').fill('25')
  await modal.getByLabel('To', { exact: true }).fill(RECEIVER)
  await modal.getByRole('button', { name: 'Preview Send' }).click()
  await expect(modal.getByRole('alert')).toHaveText('A token is required')

  // An amount that is no number, or above the balance, and an address that is none.
  await fillSendForm(page, 'fUSD', 'abc', RECEIVER)
  await modal.getByRole('button', { name: 'Preview Send' }).click()
  await expect(modal.getByRole('alert')).toContainText('is not a valid decimal number')
  await fillSendForm(page, 'fUSD', '20000000', RECEIVER)
  await modal.getByRole('button', { name: 'Preview Send' }).click()
  await expect(modal.getByRole('alert')).toHaveText('Insufficient balance')
  await fillSendForm(page, 'fUSD', '25', '0x1234')
  await modal.getByRole('button', { name: 'Preview Send' }).click()
  await expect(modal.getByRole('alert')).toHaveText('Invalid address')
  await fillSendForm(page, 'fUSD', '25', 'alice.')
  await modal.getByRole('button', { name: 'Preview Send' }).click()
  await expect(modal.getByRole('alert')).toHaveText('Invalid address')
})

test('a send the wallet rejects says so and keeps what the visitor typed', async ({ page }) => {
  await openAccountAsSender(page)
  const modal = dialog(page)
  await expect(modal.getByTestId('foyer-token-list')).toContainText('fUSD')
  await modal.getByRole('button', { name: 'Send' }).click()
  await fillSendForm(page, 'fUSD', '25', RECEIVER)
  await modal.getByRole('button', { name: 'Preview Send' }).click()
  await expect(modal).toHaveAccessibleName('Review send')
  await expect(modal.getByTestId('foyer-send-amount')).toHaveText('25 fUSD')
  await expect(modal.getByTestId('foyer-send-fee')).toHaveText(/\d.* ETH$/)
  await devWallet(page, 'setMode', 'reject')
  await modal.getByRole('button', { name: 'Confirm' }).click()
  await expect(modal.getByRole('alert')).toHaveText('User rejected the request')
  await expect(modal).toHaveAccessibleName('Send')
  await expect(modal.getByLabel('Amount')).toHaveValue('25')
  await expect(modal.getByLabel('To', { exact: true })).toHaveValue(RECEIVER)
})

test('a send lands: both balances move by the amount, and the token list shows it at once', async ({ page }) => {
  const [senderBefore, receiverBefore] = await Promise.all([
    erc20Balance(page.request, FOYER_USD, SENDER),
    erc20Balance(page.request, FOYER_USD, RECEIVER),
  ])
  await openAccountAsSender(page)
  await sendFoyerUsd(page, '25')
  const modal = dialog(page)
  await expect(modal.getByTestId('foyer-sent-hash')).toHaveAttribute('title', /^0x[0-9a-f]{64}$/)
  await expect.poll(() => erc20Balance(page.request, FOYER_USD, RECEIVER)).toBe(receiverBefore + 25_000_000n)
  expect(await erc20Balance(page.request, FOYER_USD, SENDER)).toBe(senderBefore - 25_000_000n)

  // Balances go past their caches once the transfer lands (SPEC §4 pending transactions).
  await modal.getByRole('button', { name: 'Done' }).click()
  await expect(modal).toHaveAccessibleName('Account')
  await expect(modal.getByTestId('foyer-token-list')).toContainText(fusd(senderBefore - 25_000_000n))
})

test('the Activity tab lists a landed transfer under the current month', async ({ page }) => {
  await openAccountAsSender(page)
  const hash = await sendFoyerUsd(page, '1')
  await waitForIndexedTransaction(page.request, SENDER, hash)
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Done' }).click()
  await modal.getByRole('tab', { name: 'Activity' }).click()
  const month = MONTH.format(new Date())
  await expect(modal.getByRole('list', { name: `Transactions in ${month}` })).toContainText('1.000 fUSD')
})
