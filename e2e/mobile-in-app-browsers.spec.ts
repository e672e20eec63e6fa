import { expect, test } from './fixtures.ts'
import { DEV_ACCOUNT, dialog } from './journeys.ts'
import { PHONES, waitForPreparedPairing, watchAppLaunches } from './phones.ts'
import { pairingQr } from './walletConnectJourneys.ts'

test.describe('inside a wallet’s own browser (its provider injected)', () => {
  // An Android wallet app's browser: its user agent, and its provider (the Dev Wallet's EVM side alone).
  test.use({ ...PHONES.Android, userAgent: `${PHONES.Android.userAgent} FoyerDevWallet/1.0` })

  test('that wallet comes first and connects in one tap, with no QR code', async ({ page }) => {
    await page.goto('/?devWallet=evm')
    await page.getByRole('button', { name: 'Connect Wallet' }).tap()
    const wallets = dialog(page).getByRole('list', { name: 'Connect Wallet' }).getByRole('listitem')
    await expect(wallets.first()).toContainText('Dev Wallet')
    await expect(wallets.first()).toContainText('Installed')
    await wallets.first().getByRole('button').tap()
    await expect(dialog(page)).toBeHidden()
    await expect(page.getByTestId('account-address')).toHaveText(DEV_ACCOUNT)
    await expect(pairingQr(page)).toHaveCount(0)
  })
})

test.describe('inside a social app’s browser that refuses popups', () => {
  // Instagram's in-app browser on an iPhone: `window.open` gives nothing back there.
  test.use({
    ...PHONES.iPhone,
    userAgent: `${PHONES.iPhone.userAgent} Instagram 309.0.0.40.113 (iPhone14,5; iOS 17_5; en_US)`,
  })

  test('a tap on a wallet still opens its app', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null
    })
    const launches = await watchAppLaunches(page, { appOpens: false })
    await page.goto('/?devWallet=off&customWallet=1')
    await page.getByRole('button', { name: 'Connect Wallet' }).tap()
    await waitForPreparedPairing(page)
    await dialog(page).getByRole('button', { name: 'Foyer Test Wallet' }).tap()
    await expect.poll(() => launches.length).toBe(1)
    expect(launches[0]?.hasUserGesture).toBe(true)
    expect(new URL(launches[0]?.url ?? '').searchParams.get('uri')).toMatch(/^wc:/)
  })
})
