import { expect, test } from './fixtures.ts'
import { dialog } from './journeys.ts'
import { emulateLedgerOn } from './ledgerDevice.ts'

// The Ledger connector end to end, on a WebHID Ledger that answers with one real device's recorded exchanges
// (e2e/ledgerDevice.ts): Foyer's transport, Ledger's Ethereum app binding, the account picker and connect.
// The demo lists Ledger with `?ledger=1` and reads BIP-44 accounts first.

test('the visitor picks a Ledger account on the derivation path they choose, and is connected with it', async ({
  page,
}) => {
  await emulateLedgerOn(page)
  await page.goto('/?devWallet=off&ledger=1')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /^Ledger/ })
    .click()
  await dialog(page).getByRole('button', { name: 'Continue' }).click()
  await expect(dialog(page).getByLabel('Derivation path')).toHaveValue('bip44')
  await dialog(page).getByLabel('Derivation path').selectOption({ label: 'Legacy (MEW)' })
  await expect(dialog(page).getByText("m/44'/60'/0'/0", { exact: true })).toBeVisible()
  await dialog(page).getByLabel('Derivation path').selectOption({ label: 'BIP44 (MetaMask)' })
  await dialog(page)
    .getByRole('button', { name: /0x67A4DCb3b25c87D7A46C617096DF26e5Bd1D57ba/i })
    .click()
  await expect(page.getByTestId('account-address')).toHaveText('0x67A4DCb3b25c87D7A46C617096DF26e5Bd1D57ba')
})

test('a locked Ledger says so, and Try again reads the device again', async ({ page }) => {
  await emulateLedgerOn(page, { locked: true })
  await page.goto('/?devWallet=off&ledger=1')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /^Ledger/ })
    .click()
  await dialog(page).getByRole('button', { name: 'Continue' }).click()
  await expect(dialog(page)).toContainText('Your Ledger is locked. Unlock it with your PIN and try again')
  await dialog(page).getByRole('button', { name: 'Try again' }).click()
  await expect(dialog(page)).toContainText('Your Ledger is locked. Unlock it with your PIN and try again')
})
