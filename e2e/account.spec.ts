import { erc20Balance, FOYER_USD, fillSendForm, openAccountAsSender, RECEIVER } from './accountJourneys.ts'
import { devWallet, expect, test } from './fixtures.ts'
import { dialog } from './journeys.ts'

// Both journeys move devnet account 3's funds, so they run one after the other on the same devnet.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

test('the Account view shows what the devnet funded, with tabs, Receive and Send', async ({ page }) => {
  await openAccountAsSender(page)
  const modal = dialog(page)
  await expect(modal.getByTestId('foyer-account-address')).toHaveText('0x90F7…b906')
  await expect(modal.getByTestId('foyer-native-balance')).toHaveText(/^\d+\.\d{3} ETH$/)
  const tokens = modal.getByTestId('foyer-token-list')
  await expect(tokens).toContainText('10000.000 fUSD')
  await expect(tokens).toContainText('1000.000 FOY')

  // SPEC §9 order: receive before send.
  await expect(modal.getByRole('list', { name: 'Wallet features' }).getByRole('button')).toHaveText(['Receive', 'Send'])

  const tokensTab = modal.getByRole('tab', { name: 'Tokens' })
  await expect(tokensTab).toHaveAttribute('aria-selected', 'true')
  await tokensTab.focus()
  await page.keyboard.press('ArrowRight')
  await expect(modal.getByRole('tab', { name: 'Activity' })).toBeFocused()
  await expect(modal.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')

  await modal.getByRole('button', { name: 'Receive' }).click()
  await expect(modal).toHaveAccessibleName('Receive')
  await expect(modal.getByTestId('foyer-qr')).toHaveAttribute(
    'data-qr-value',
    /0x90F79bf6EB2c4f870365E785982E1f101E93b906/i,
  )
  await expect(modal.getByRole('list', { name: 'Networks' })).toContainText('Foyer Devnet')
})

test('invalid sends show the spec’s texts, a rejection keeps the form, and a send lands for both sides', async ({
  page,
}) => {
  const receiverBefore = await erc20Balance(page.request, FOYER_USD, RECEIVER)
  await openAccountAsSender(page)
  const modal = dialog(page)
  await expect(modal.getByTestId('foyer-token-list')).toContainText('10000.000 fUSD')
  await modal.getByRole('button', { name: 'Send' }).click()
  await expect(modal).toHaveAccessibleName('Send')

  // SPEC §5, in its order: amount and receiver first, then the token.
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
  await fillSendForm(page, 'fUSD', '20000', RECEIVER)
  await modal.getByRole('button', { name: 'Preview Send' }).click()
  await expect(modal.getByRole('alert')).toHaveText('Insufficient balance')
  await fillSendForm(page, 'fUSD', '25', '0x1234')
  await modal.getByRole('button', { name: 'Preview Send' }).click()
  await expect(modal.getByRole('alert')).toHaveText('Invalid address')

  // The wallet refuses: the rejection shows and the form keeps what was typed.
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

  // Approved this time: the transfer lands and both balances move by 25 fUSD.
  await devWallet(page, 'setMode', 'approve')
  await modal.getByRole('button', { name: 'Preview Send' }).click()
  await modal.getByRole('button', { name: 'Confirm' }).click()
  await expect(modal.getByText('Transaction sent')).toBeVisible({ timeout: 30_000 })
  await expect(modal.getByTestId('foyer-sent-hash')).toHaveAttribute('title', /^0x[0-9a-f]{64}$/)
  await expect.poll(() => erc20Balance(page.request, FOYER_USD, RECEIVER)).toBe(receiverBefore + 25_000_000n)

  await modal.getByRole('button', { name: 'Done' }).click()
  await expect(modal).toHaveAccessibleName('Account')

  // The indexer sees the transfer a moment later; it shows under the current month.
  const month = MONTH.format(new Date())
  await expect(async () => {
    await modal.getByRole('tab', { name: 'Tokens' }).click()
    await modal.getByRole('tab', { name: 'Activity' }).click()
    const monthList = modal.getByRole('list', { name: `Transactions in ${month}` })
    await expect(monthList).toContainText('25.000 fUSD', { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })

  // Sent balances bypass the caches once the transfer lands (SPEC §4 pending transactions).
  await modal.getByRole('tab', { name: 'Tokens' }).click()
  await expect(modal.getByTestId('foyer-token-list')).toContainText('9975.000 fUSD', { timeout: 15_000 })
})
