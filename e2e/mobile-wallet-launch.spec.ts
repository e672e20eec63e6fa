import { expect, test } from './fixtures.ts'
import { dialog } from './journeys.ts'
import { PHONES, setPageVisibility, waitForPreparedPairing, watchAppLaunches } from './phones.ts'
import { openWcWallet, pairingQr, WC_WALLET_ACCOUNT } from './walletConnectJourneys.ts'

// Issue 23 on an emulated iPhone: the demo lists the WalletConnect test wallet (`?customWallet=1`), whose app
// link is the wallet page at /wallet/wc?uri=… — a universal link, as a phone's wallet app has.
test.use({ ...PHONES.iPhone })

const WALLET = 'Foyer Test Wallet'

/** Opens Connect on the phone and waits for the pairing a tap hands to the wallet's app. */
async function openConnectOnPhone(page: import('@playwright/test').Page) {
  await page.goto('/?devWallet=off&customWallet=1')
  await page.getByRole('button', { name: 'Connect Wallet' }).tap()
  await expect(dialog(page).getByRole('button', { name: WALLET })).toBeVisible()
  await waitForPreparedPairing(page)
}

test('a tap on a WalletConnect wallet opens its app link within that tap, carrying the pairing URI', async ({
  page,
}) => {
  const launches = await watchAppLaunches(page, { appOpens: false })
  await openConnectOnPhone(page)
  await dialog(page).getByRole('button', { name: WALLET }).tap()
  await expect.poll(() => launches.length).toBe(1)
  const [launch] = launches
  expect(launch?.hasUserGesture, 'the launch belongs to the visitor’s tap').toBe(true)
  expect(new URL(launch?.url ?? '').searchParams.get('uri')).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  // The wallet's own view took the same pairing over.
  await expect(pairingQr(page)).toHaveAttribute(
    'data-qr-value',
    new URL(launch?.url ?? '').searchParams.get('uri') ?? '',
  )
})

test('back from the wallet app the visitor sees Open again and Copy link, and the approval connects the dapp', async ({
  page,
  context,
  baseURL,
}) => {
  const launches = await watchAppLaunches(page, { appOpens: true })
  await openConnectOnPhone(page)
  await dialog(page).getByRole('button', { name: WALLET }).tap()
  await expect.poll(() => launches.length).toBe(1)
  // The wallet app opens with the link the dapp followed and shows the request, waiting for the visitor.
  const wallet = await openWcWallet(context, baseURL ?? '', 'ask', launches[0]?.url)
  await expect(wallet.page.getByRole('button', { name: 'Approve' })).toBeVisible()

  // The visitor comes back to the browser before approving: the modal says where things stand.
  await setPageVisibility(page, 'visible')
  await expect(dialog(page).getByRole('link', { name: 'Open again' })).toBeVisible()
  await expect(dialog(page).getByRole('button', { name: 'Copy link' })).toBeEnabled()
  await expect(dialog(page).getByRole('status')).toHaveText(`Waiting for ${WALLET}…`)

  await wallet.page.getByRole('button', { name: 'Approve' }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(WC_WALLET_ACCOUNT)
  wallet.assertStayedLocal()
})

test('a launch that goes nowhere says so and offers the wallet, the QR code and the copy link', async ({ page }) => {
  const launches = await watchAppLaunches(page, { appOpens: false })
  await openConnectOnPhone(page)
  await dialog(page).getByRole('button', { name: WALLET }).tap()
  await expect.poll(() => launches.length).toBe(1)
  const notOpened = dialog(page).getByRole('alert')
  await expect(notOpened).toContainText(`${WALLET} did not open`)
  await expect(notOpened.getByRole('link', { name: `Get ${WALLET}` })).toHaveAttribute('href', /\/wallet\/$/)
  await expect(notOpened.getByRole('link', { name: 'Open again' })).toBeVisible()
  await expect(pairingQr(page)).toBeVisible()
  await expect(dialog(page).getByRole('button', { name: 'Copy link' })).toBeEnabled()
})
