import type { APIRequestContext, Page } from '@playwright/test'
import {
  accountButton,
  chooseRecoveryPassword,
  connectedAddress,
  RECOVERY_PASSWORD,
  secureFrame,
} from './embeddedJourneys.ts'
import { expect, test } from './fixtures.ts'
import { dialog } from './journeys.ts'
import { E2E_PORT } from './playwright.config.ts'
import { stackFarcasterUrl } from './stackControl.ts'

// Sign In With Farcaster through the local relay stand-in: it plays Farcaster's relay, the Id Registry and the
// visitor's Farcaster app. The visitor starts from Connect's Farcaster button, among the social logins.

let counter = 0
/** A Farcaster account of its own for each test, whose custody key the stand-in holds. */
async function newFarcasterUser(request: APIRequestContext) {
  const username = `e2e${process.pid % 10_000}-${++counter}-${Date.now() % 100_000}`.slice(0, 16)
  const answer = await request.post(`${stackFarcasterUrl(E2E_PORT)}/test/users`, { data: { username } })
  return (await answer.json()) as { fid: number; username: string }
}

/** ConnectingFarcaster open on a fresh page; the sign-in URL its QR code shows. */
async function openFarcaster(page: Page): Promise<string> {
  await page.goto('/?devWallet=off')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const farcaster = dialog(page).getByRole('button', { name: 'Continue with Farcaster' })
  const more = dialog(page).getByRole('button', { name: /^More social logins/ })
  await expect(farcaster.or(more).first()).toBeVisible()
  if (!(await farcaster.isVisible())) await more.click()
  await farcaster.click()
  await expect(dialog(page).getByRole('img', { name: 'Sign In With Farcaster QR code' })).toBeVisible()
  return (await dialog(page).getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')) ?? ''
}

/** The visitor's phone scans the code and approves as `fid`. */
async function approveOnPhone(request: APIRequestContext, url: string, fid: number) {
  const channelToken = new URL(url).searchParams.get('channelToken')
  const answer = await request.post(`${stackFarcasterUrl(E2E_PORT)}/test/approve`, { data: { channelToken, fid } })
  expect(answer.status()).toBe(200)
}

test('a visitor signs in with Farcaster, sees their username in Account, keeps it after a reload and signs out', async ({
  page,
  request,
}) => {
  const user = await newFarcasterUser(request)
  const url = await openFarcaster(page)
  await approveOnPhone(request, url, user.fid)
  await chooseRecoveryPassword(page)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-status')).toHaveText('connected')

  const address = await connectedAddress(page)
  await accountButton(page, address).click()
  await expect(dialog(page).getByText('Logged in with Farcaster')).toBeVisible()
  await expect(dialog(page).getByTestId('social-username')).toHaveText(user.username)

  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await accountButton(page, address).click()
  await expect(dialog(page).getByTestId('social-username')).toHaveText(user.username)

  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('the same Farcaster account in a second browser unlocks the same wallet with the recovery password', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const user = await newFarcasterUser(request)
  await approveOnPhone(request, await openFarcaster(page), user.fid)
  await chooseRecoveryPassword(page)
  const address = await connectedAddress(page)

  const other = await browser.newContext({ baseURL })
  const second = await other.newPage()
  await approveOnPhone(request, await openFarcaster(second), user.fid)
  await secureFrame(second).getByRole('textbox', { name: 'Recovery password' }).fill(RECOVERY_PASSWORD)
  await secureFrame(second).getByRole('button', { name: 'Unlock wallet' }).click()
  await expect(second.getByTestId('account-status')).toHaveText('connected')
  await expect(second.getByTestId('account-address')).toHaveText(address)
  await other.close()
})

test('Back from ConnectingFarcaster while disconnected returns to Connect, where Farcaster starts afresh', async ({
  page,
  request,
}) => {
  const first = await openFarcaster(page)
  await dialog(page).getByRole('button', { name: 'Back' }).click()
  await expect(dialog(page)).toHaveAccessibleName('Connect Wallet')
  // The provider reloaded (SPEC §2): the next try gets a channel of its own, which the phone can approve.
  await dialog(page).getByRole('button', { name: 'Continue with Farcaster' }).click()
  const link = dialog(page).getByRole('link', { name: 'Open Farcaster' })
  await expect(link).not.toHaveAttribute('href', first)
  const user = await newFarcasterUser(request)
  await approveOnPhone(request, (await link.getAttribute('href')) ?? '', user.fid)
  await chooseRecoveryPassword(page)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
})
