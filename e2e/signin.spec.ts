import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { deploySmartAccount } from '@foyer/devnet/smartAccounts'
import type { Page } from '@playwright/test'
import { privateKeyToAccount } from 'viem/accounts'
import { devWallet, expect, test } from './fixtures.ts'
import { chooseDevWallet, DEV_ACCOUNT, dialog, pickDevWallet } from './journeys.ts'
import { E2E_PORT } from './playwright.config.ts'
import { stackMailUrl } from './stackControl.ts'

const REQUIRED = '/?signIn=required'
/** ERC-6492 wraps a counterfactual account's signature and ends it with this magic value. */
const ERC6492_SUFFIX = /(6492){16}$/

/** Opens the demo with sign-in on and connects the Dev Wallet; the modal then asks for a signature. */
async function connectAndReachSignIn(page: Page, path = REQUIRED): Promise<void> {
  await pickDevWallet(page, path)
  await expect(dialog(page)).toHaveAccessibleName('Sign In')
  await expect(dialog(page).getByRole('heading', { name: 'Foyer demo needs to connect to your wallet' })).toBeVisible()
}

async function signIn(page: Page): Promise<void> {
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('siwx-status')).toHaveText('Signed in')
}

/** The session POST the modal sends, as the API received it. */
function captureSessionPost(page: Page): Promise<string> {
  return page
    .waitForRequest((request) => request.method() === 'POST' && /\/api\/v1\/sessions\?/.test(request.url()))
    .then((request) => request.postData() ?? '')
}

test('connect, sign in, reload without being asked again, and the demo server trusts the session', async ({ page }) => {
  await page.goto(REQUIRED)
  await page.getByRole('button', { name: 'Call the protected route' }).click()
  await expect(page.getByTestId('protected-route')).toHaveText('Sign in with your wallet first')

  await connectAndReachSignIn(page)
  // SPEC §4: close is disabled while a required sign-in has no session; Escape does nothing either.
  await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeVisible()
  await signIn(page)
  const signed = (await devWallet(page, 'getRequests')) as { method: string; outcome: string }[]
  expect(signed.filter((request) => request.method === 'personal_sign')).toHaveLength(1)

  await page.getByRole('button', { name: 'Call the protected route' }).click()
  await expect(page.getByTestId('protected-route')).toHaveText(
    `Welcome back, ${DEV_ACCOUNT}. This answer came from the demo server.`,
  )

  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('siwx-status')).toHaveText('Signed in')
  await expect(dialog(page)).toBeHidden()
  const afterReload = (await devWallet(page, 'getRequests')) as { method: string }[]
  expect(afterReload.filter((request) => request.method === 'personal_sign')).toHaveLength(0)

  // Signing out revokes the session on the server: the demo server stops trusting the cookie.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Call the protected route' }).click()
  await expect(page.getByTestId('protected-route')).toHaveText(
    /This session was revoked|Sign in with your wallet first/,
  )
})

test('cancelling a required sign-in disconnects the wallet', async ({ page }) => {
  await connectAndReachSignIn(page)
  await expect(dialog(page).getByText('Canceling will disconnect you.')).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('an optional sign-in can be closed and stays connected', async ({ page }) => {
  await connectAndReachSignIn(page, '/?signIn=optional')
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('siwx-status')).toHaveText('Optional')
})

test('switching to a network without a session asks for a new signature', async ({ page }) => {
  await connectAndReachSignIn(page)
  await signIn(page)
  const origin = new URL(page.url()).origin
  await devWallet(page, 'addChain', { chainId: 31338, rpcUrl: `${origin}/rpc/31338`, name: 'Foyer Devnet L2' })
  await devWallet(page, 'switchChainExternally', 31338)
  await expect(dialog(page)).toHaveAccessibleName('Sign In')
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('siwx-session')).toContainText('eip155:31338')
})

test('a tampered signature is refused by the server and the sign view says why', async ({ page }) => {
  await connectAndReachSignIn(page)
  await page.route(/\/api\/v1\/sessions\?/, async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { signature: string }
    const last = body.signature.at(-3) === 'a' ? 'b' : 'a'
    body.signature = `${body.signature.slice(0, -3)}${last}${body.signature.slice(-2)}`
    await route.continue({ postData: JSON.stringify(body) })
  })
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog(page).getByText('Error signing message')).toBeVisible()
  await expect(dialog(page).getByText('The signature does not match the message and account')).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Error signing message' }).first()).toBeVisible()

  // The visitor can try again: an honest signature goes through.
  await page.unroute(/\/api\/v1\/sessions\?/)
  await dialog(page).getByRole('button', { name: 'Try again' }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('siwx-status')).toHaveText('Signed in')
})

test('a replayed sign-in message is refused: its nonce was already used', async ({ page }) => {
  await connectAndReachSignIn(page)
  const posted = captureSessionPost(page)
  await signIn(page)
  const replay = await page.request.post(`/api/v1/sessions?projectId=foyer-demo&st=e2e&sv=1`, {
    data: JSON.parse(await posted),
    headers: { origin: new URL(page.url()).origin },
  })
  expect(replay.status()).toBe(400)
  expect(await replay.json()).toMatchObject({
    error: { code: 'NONCE_USED', message: 'This sign-in message was already used' },
  })
})

test('an expired sign-in message is refused with a clear error', async ({ page }) => {
  // The page's clock is two weeks behind: the message it signs expired a week ago (sessions last 7 days).
  await page.clock.setFixedTime(Date.now() - 14 * 24 * 60 * 60_000)
  await connectAndReachSignIn(page)
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog(page).getByText('This sign-in message has expired')).toBeVisible()
  await expect(page.getByTestId('siwx-status')).toHaveText('Required')
})

test('a message signed for another domain is refused with a clear error', async ({ request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin
  const query = 'projectId=foyer-demo&st=e2e&sv=1'
  const { nonce } = (await (
    await request.post(`/api/v1/sessions/nonces?${query}`, { data: {}, headers: { origin } })
  ).json()) as { nonce: string }
  const data = {
    accountAddress: DEV_ACCOUNT,
    chainId: 'eip155:31337',
    domain: 'evil.example',
    uri: 'https://evil.example',
    version: '1',
    nonce,
    issuedAt: new Date().toISOString(),
  }
  const message = [
    'evil.example wants you to sign in with your Ethereum account:',
    DEV_ACCOUNT,
    '',
    '',
    `URI: ${data.uri}`,
    'Version: 1',
    'Chain ID: 31337',
    `Nonce: ${nonce}`,
    `Issued At: ${data.issuedAt}`,
  ].join('\n')
  // A real signature by the account, of a message naming another site: only the domain is wrong.
  const signature = await privateKeyToAccount(DEVNET_ACCOUNTS[0]!.privateKey).signMessage({ message })
  const answer = await request.post(`/api/v1/sessions?${query}`, {
    headers: { origin },
    data: { data, message, signature },
  })
  expect(answer.status()).toBe(400)
  expect(await answer.json()).toMatchObject({
    error: { code: 'DOMAIN_MISMATCH', message: 'The message is for evil.example, not this site' },
  })
})

test('a smart account signs in through ERC-6492, and through ERC-1271 once deployed', async ({ page }) => {
  await page.goto(REQUIRED)
  await devWallet(page, 'useSmartAccount', 9)
  const state = (await devWallet(page, 'getState')) as { smartAccount?: { address: string } }
  const smartAccount = state.smartAccount?.address ?? ''
  expect(smartAccount).toMatch(/^0x[0-9a-fA-F]{40}$/)

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await chooseDevWallet(page)
  await expect(dialog(page)).toHaveAccessibleName('Sign In')
  const counterfactual = captureSessionPost(page)
  await signIn(page)
  await expect(page.getByTestId('account-address')).toHaveText(smartAccount)
  expect((JSON.parse(await counterfactual) as { signature: string }).signature).toMatch(ERC6492_SUFFIX)

  // Deployed, the account answers ERC-1271 itself; a new session on L2 (where it is not deployed) still uses 6492.
  await deploySmartAccount({ rpcUrl: `http://127.0.0.1:${E2E_PORT}/rpc/31337`, owner: DEVNET_ACCOUNTS[9]!.address })
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await chooseDevWallet(page)
  const deployed = captureSessionPost(page)
  await signIn(page)
  expect((JSON.parse(await deployed) as { signature: string }).signature).not.toMatch(ERC6492_SUFFIX)
})

test('with email capture, the visitor confirms an emailed code before signing in', async ({ page }) => {
  const email = `visitor-${Date.now()}@example.test`
  await pickDevWallet(page, '/?signIn=required&emailCapture=1')
  await expect(dialog(page)).toHaveAccessibleName('Your email')
  await dialog(page).getByLabel('Email').fill('not-an-email')
  await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(dialog(page).getByText('Invalid email address')).toBeVisible()
  await dialog(page).getByLabel('Email').fill(email)
  await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(dialog(page).getByRole('heading', { name: `Enter the code sent to ${email}` })).toBeVisible()
  await expect(dialog(page).getByText(/Please try again after \d+ seconds/)).toBeVisible()

  const inbox = stackMailUrl(E2E_PORT)
  let code = ''
  await expect(async () => {
    const mails = (await (await fetch(`${inbox}/messages?to=${encodeURIComponent(email)}`)).json()) as {
      text: string
    }[]
    code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1] ?? ''
    expect(code).toMatch(/^\d{6}$/)
  }).toPass()

  await dialog(page)
    .getByLabel('Code')
    .fill(code === '000000' ? '111111' : '000000')
  await expect(dialog(page).getByText('The code is not valid')).toBeVisible()
  await dialog(page).getByLabel('Code').fill(code)
  await expect(dialog(page)).toHaveAccessibleName('Sign In')
  await signIn(page)
  await expect(page.getByTestId('siwx-email')).toHaveText(email)
})
