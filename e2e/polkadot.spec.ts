import { POLKADOT_DEVNET_ACCOUNTS } from '@foyer/devnet/polkadot/accounts'
import { expect, polkadotDevWallet, test } from './fixtures.ts'
import { dialog, pickDevWallet } from './journeys.ts'

/** The Dev Wallet's Polkadot extension grants every devnet account, Dev Account 1 (sr25519) first: 1,000 DOT each. */
const FIRST = POLKADOT_DEVNET_ACCOUNTS[0]!

const signatures = async (page: import('@playwright/test').Page) =>
  ((await polkadotDevWallet(page, 'getRequests')) as { method: string; outcome: string }[]).filter(
    (request) => request.method === 'signer.signRaw',
  )

test('a visitor connects the Polkadot extension and sees the devnet balance', async ({ page }) => {
  await pickDevWallet(page, '/', 'Polkadot')
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(FIRST.address)
  await expect(page.getByTestId('account-network')).toContainText('Foyer Polkadot Devnet (polkadot:')
  await expect(page.getByTestId('account-balance')).toHaveText('1000.000 DOT')
  await expect(page.getByTestId('connection-polkadot')).toContainText(`Dev Wallet · ${FIRST.address}`)
})

test('a Polkadot message is signed by the extension with signRaw, in hex', async ({ page }) => {
  await pickDevWallet(page, '/', 'Polkadot')
  await expect(dialog(page)).toBeHidden()
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{128}$/)
  expect((await signatures(page)).map((request) => request.outcome)).toEqual(['ok'])
})

test('a Polkadot account signs in: the API verifies the sr25519 signature, and a reload keeps the session', async ({
  page,
}) => {
  await pickDevWallet(page, '/?signIn=required', 'Polkadot')
  await expect(dialog(page)).toHaveAccessibleName('Sign In')
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('siwx-status')).toHaveText('Signed in')
  await expect(page.getByTestId('siwx-session')).toContainText('polkadot:')

  await page.getByRole('button', { name: 'Call the protected route' }).click()
  await expect(page.getByTestId('protected-route')).toHaveText(
    `Welcome back, ${FIRST.address}. This answer came from the demo server.`,
  )

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-foyer-ready', 'true')
  await expect(page.getByTestId('account-address')).toHaveText(FIRST.address)
  await expect(page.getByTestId('siwx-status')).toHaveText('Signed in')
  expect(await signatures(page)).toEqual([])
})

test('a Polkadot sign-in the extension refuses says so and offers another try', async ({ page }) => {
  await pickDevWallet(page, '/?signIn=optional', 'Polkadot')
  await expect(dialog(page)).toHaveAccessibleName('Sign In')
  await polkadotDevWallet(page, 'setMode', 'reject')
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible()
  await polkadotDevWallet(page, 'setMode', 'approve')
  await dialog(page).getByRole('button', { name: 'Try again' }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('siwx-status')).toHaveText('Signed in')
})
