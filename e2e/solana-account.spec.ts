import { SOLANA_DEVNET_USD } from '@foyer/devnet/solana/accounts'
import { fillSendForm } from './accountJourneys.ts'
import { expect, solanaDevWallet, test } from './fixtures.ts'
import { dialog } from './journeys.ts'
import {
  lamports,
  openSolanaAccountAsSender,
  SOLANA_RECEIVER,
  SOLANA_SENDER,
  shortSolana,
  splBalance,
} from './solanaJourneys.ts'

// The journeys move devnet account 5's tokens, so they run one after the other on the same devnet.
test.describe.configure({ mode: 'serial' })

const MINT = SOLANA_DEVNET_USD.address
/** fUSD-S as the token list writes it: 6 decimals shown as 3, rounded down (SPEC §9). */
const fusdS = (units: bigint) => `${(Number(units / 1_000n) / 1_000).toFixed(3)} fUSD-S`

test('the Account view of a Solana account shows its SOL and SPL balances as the node holds them', async ({ page }) => {
  const [funded, sol] = await Promise.all([
    splBalance(page.request, MINT, SOLANA_SENDER),
    lamports(page.request, SOLANA_SENDER),
  ])
  await openSolanaAccountAsSender(page)
  const modal = dialog(page)
  await expect(modal.getByTestId('foyer-account-address')).toHaveText(shortSolana(SOLANA_SENDER))
  await expect(modal.getByTestId('foyer-native-balance')).toHaveText(
    `${(Number(sol / 1_000_000n) / 1_000).toFixed(3)} SOL`,
  )
  const tokens = modal.getByTestId('foyer-token-list')
  await expect(tokens).toContainText(fusdS(funded))
  await expect(tokens).toContainText('1000.000 FOY-S')
  await expect(tokens).toContainText('Foyer USD (Solana)')
})

test('a Solana send the wallet rejects says so and keeps what the visitor typed', async ({ page }) => {
  await openSolanaAccountAsSender(page)
  const modal = dialog(page)
  await expect(modal.getByTestId('foyer-token-list')).toContainText('fUSD-S')
  await modal.getByRole('button', { name: 'Send' }).click()
  await fillSendForm(page, 'fUSD-S', '2.5', SOLANA_RECEIVER)
  await modal.getByRole('button', { name: 'Preview Send' }).click()
  await expect(modal).toHaveAccessibleName('Review send')
  await expect(modal.getByTestId('foyer-send-amount')).toHaveText('2.5 fUSD-S')
  await expect(modal.getByTestId('foyer-send-fee')).toHaveText(/\d.* SOL$/)
  await solanaDevWallet(page, 'setMode', 'reject')
  await modal.getByRole('button', { name: 'Confirm' }).click()
  await expect(modal.getByRole('alert')).toHaveText('User rejected the request')
  await expect(modal).toHaveAccessibleName('Send')
  await expect(modal.getByLabel('Amount')).toHaveValue('2.5')
  await expect(modal.getByLabel('To', { exact: true })).toHaveValue(SOLANA_RECEIVER)
  expect(await splBalance(page.request, MINT, SOLANA_RECEIVER)).toBe(0n)
})

test('a Solana address the form refuses says so in the spec’s words', async ({ page }) => {
  await openSolanaAccountAsSender(page)
  const modal = dialog(page)
  await expect(modal.getByTestId('foyer-token-list')).toContainText('fUSD-S')
  await modal.getByRole('button', { name: 'Send' }).click()
  // An EVM address is no Solana address, and base58 has no 0, O, I or l.
  for (const receiver of ['0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65', `${SOLANA_RECEIVER.slice(0, -1)}0`]) {
    await fillSendForm(page, 'fUSD-S', '1', receiver)
    await modal.getByRole('button', { name: 'Preview Send' }).click()
    await expect(modal.getByRole('alert')).toHaveText('Invalid address')
  }
})

test('an SPL send lands: the sender’s and the receiver’s balances both move by the amount', async ({ page }) => {
  const [senderBefore, receiverBefore] = await Promise.all([
    splBalance(page.request, MINT, SOLANA_SENDER),
    splBalance(page.request, MINT, SOLANA_RECEIVER),
  ])
  await openSolanaAccountAsSender(page)
  const modal = dialog(page)
  await expect(modal.getByTestId('foyer-token-list')).toContainText('fUSD-S')
  await modal.getByRole('button', { name: 'Send' }).click()
  await fillSendForm(page, 'fUSD-S', '2.5', SOLANA_RECEIVER)
  await modal.getByRole('button', { name: 'Preview Send' }).click()
  await modal.getByRole('button', { name: 'Confirm' }).click()
  await expect(modal.getByText('Transaction sent')).toBeVisible()
  // A Solana transaction is named by its first signature: 64 bytes in base58.
  await expect(modal.getByTestId('foyer-sent-hash')).toHaveAttribute('title', /^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  await expect.poll(() => splBalance(page.request, MINT, SOLANA_RECEIVER)).toBe(receiverBefore + 2_500_000n)
  expect(await splBalance(page.request, MINT, SOLANA_SENDER)).toBe(senderBefore - 2_500_000n)

  // Balances go past their caches once the transfer lands (SPEC §4 pending transactions).
  await modal.getByRole('button', { name: 'Done' }).click()
  await expect(modal).toHaveAccessibleName('Account')
  await expect(modal.getByTestId('foyer-token-list')).toContainText(fusdS(senderBefore - 2_500_000n))
})
