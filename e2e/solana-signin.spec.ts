import { SOLANA_DEVNET_ACCOUNTS } from '@foyer/devnet/solana/accounts'
import { expect, solanaDevWallet, test } from './fixtures.ts'
import { dialog, pickDevWallet } from './journeys.ts'

/** The Dev Wallet's Solana side selects devnet account 1 first. */
const SOLANA_ACCOUNT = SOLANA_DEVNET_ACCOUNTS[1]!.address

const signatures = async (page: import('@playwright/test').Page) =>
  ((await solanaDevWallet(page, 'getRequests')) as { method: string; outcome: string }[]).filter(
    (request) => request.method === 'solana:signMessage',
  )

test('a Solana wallet signs in: the API verifies the ed25519 signature, the demo server trusts the session, and a reload keeps it', async ({
  page,
}) => {
  await pickDevWallet(page, '/?signIn=required', 'Solana')
  await expect(dialog(page)).toHaveAccessibleName('Sign In')
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('siwx-status')).toHaveText('Signed in')
  await expect(page.getByTestId('siwx-session')).toContainText('solana:')
  expect((await signatures(page)).map((request) => request.outcome)).toEqual(['ok'])

  await page.getByRole('button', { name: 'Call the protected route' }).click()
  await expect(page.getByTestId('protected-route')).toHaveText(
    `Welcome back, ${SOLANA_ACCOUNT}. This answer came from the demo server.`,
  )

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-foyer-ready', 'true')
  await expect(page.getByTestId('account-address')).toHaveText(SOLANA_ACCOUNT)
  await expect(page.getByTestId('siwx-status')).toHaveText('Signed in')
  await expect(dialog(page)).toBeHidden()
  expect(await signatures(page)).toEqual([])
})

test('a Solana sign-in the wallet refuses says so and offers another try', async ({ page }) => {
  await pickDevWallet(page, '/?signIn=optional', 'Solana')
  await expect(dialog(page)).toHaveAccessibleName('Sign In')
  await solanaDevWallet(page, 'setMode', 'reject')
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible()
  await solanaDevWallet(page, 'setMode', 'approve')
  await dialog(page).getByRole('button', { name: 'Try again' }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('siwx-status')).toHaveText('Signed in')
  expect((await signatures(page)).map((request) => request.outcome)).toEqual(['error', 'ok'])
})

test('a Solana signature altered on its way is refused by the API, and the sign view says why', async ({ page }) => {
  await pickDevWallet(page, '/?signIn=required', 'Solana')
  await expect(dialog(page)).toHaveAccessibleName('Sign In')
  await page.route(/\/api\/v1\/sessions\?/, async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { signature: string }
    // Another base58 digit near the end: still 64 bytes, no longer the wallet's signature.
    const swapped = body.signature.at(-3) === '2' ? '3' : '2'
    body.signature = `${body.signature.slice(0, -3)}${swapped}${body.signature.slice(-2)}`
    await route.continue({ postData: JSON.stringify(body) })
  })
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog(page).getByText('Error signing message')).toBeVisible()
  await expect(dialog(page).getByText('The signature does not match the message and account')).toBeVisible()
  await expect(page.getByTestId('siwx-status')).toHaveText('Required')
})
