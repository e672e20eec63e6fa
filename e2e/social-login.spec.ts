import { randomUUID } from 'node:crypto'
import { SOCIAL_RESULT_TYPE } from '@foyer/protocol/frame'
import type { Page } from '@playwright/test'
import { accountButton, chooseRecoveryPassword, connectedAddress } from './embeddedJourneys.ts'
import { expect, test } from './fixtures.ts'
import { dialog } from './journeys.ts'

// Social login through the stack's local OpenID provider (apps/oidc-provider), which stands in for every provider
// the API is configured with: its login page takes a username and "Continue" (or "Cancel").

/** A provider account of its own per test: the provider's subject is the name, lower-cased. */
const newSocialName = () => `ada-${randomUUID().slice(0, 8)}`

/** Opens Connect on a page without the Dev Wallet and clicks Google: the login popup opens within that click. */
async function openGooglePopup(page: Page): Promise<Page> {
  await page.goto('/?devWallet=off')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const popupOpened = page.waitForEvent('popup')
  await dialog(page).getByRole('button', { name: 'Continue with Google' }).click()
  const popup = await popupOpened
  await expect(dialog(page).getByText('Continue in the Google window')).toBeVisible()
  return popup
}

/** The visitor logs in on the provider's page in the popup; the popup hands its result over and closes. */
async function logInAtProvider(popup: Page, username: string): Promise<void> {
  await popup.getByLabel('Username').fill(username)
  const closed = popup.waitForEvent('close')
  await popup.getByRole('button', { name: 'Continue' }).click()
  await closed
}

async function openAccount(page: Page): Promise<void> {
  await accountButton(page, await connectedAddress(page)).click()
  await expect(dialog(page)).toHaveAccessibleName('Account')
}

test('a visitor logs in with Google in the popup, gets a wallet, keeps it after a reload, and signs out', async ({
  page,
}) => {
  const name = newSocialName()
  const popup = await openGooglePopup(page)
  await logInAtProvider(popup, name)
  await chooseRecoveryPassword(page)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  const address = await connectedAddress(page)

  await openAccount(page)
  await expect(dialog(page).getByText('Logged in with Google')).toBeVisible()
  await expect(dialog(page).getByTestId('social-username')).toHaveText(name)

  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(address)
  await openAccount(page)
  await expect(dialog(page).getByTestId('social-username')).toHaveText(name)

  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('a returning visitor logs in with the same Google account and gets the same wallet back', async ({ page }) => {
  const name = newSocialName()
  await logInAtProvider(await openGooglePopup(page), name)
  await chooseRecoveryPassword(page)
  const address = await connectedAddress(page)
  await openAccount(page)
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')

  // This browser keeps the wallet's device share: the same login rebuilds the same keys without a password.
  await logInAtProvider(await openGooglePopup(page), name)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(address)
})

test('closing the login popup midway says so, and Try again opens it again', async ({ page }) => {
  const popup = await openGooglePopup(page)
  // The visitor closes the provider's window once it shows: closing it while it is still redirecting there could
  // hang Chromium's close for minutes on a loaded machine.
  await expect(popup.getByLabel('Username')).toBeVisible()
  await popup.close()
  await expect(dialog(page).getByText('Popup closed')).toBeVisible()
  const reopened = page.waitForEvent('popup')
  await dialog(page).getByRole('button', { name: 'Try again' }).click()
  await logInAtProvider(await reopened, newSocialName())
  await chooseRecoveryPassword(page)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
})

test('a login the visitor cancels at the provider says it failed and offers another try', async ({ page }) => {
  const popup = await openGooglePopup(page)
  const closed = popup.waitForEvent('close')
  await popup.getByRole('button', { name: 'Cancel' }).click()
  await closed
  await expect(dialog(page).getByText('Failed to initiate social connection')).toBeVisible()
  await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('a forged result posted from another origin is ignored and reported; the real login still completes', async ({
  page,
  baseURL,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  const popup = await openGooglePopup(page)

  // A page on another origin that holds a handle to the dapp (it was opened from it) posts a well-formed result.
  const outsiderUrl = `${(baseURL ?? '').replace('127.0.0.1', 'outsider.localhost')}/favicon.svg`
  const [outsider] = await Promise.all([
    page.context().waitForEvent('page'),
    page.evaluate((url) => void window.open(url, 'outsider'), outsiderUrl),
  ])
  await outsider.waitForLoadState()
  await outsider.evaluate(
    ([type]) =>
      window.opener.postMessage({ type, status: 'success', resultUri: 'https://attacker.example/social/result' }, '*'),
    [SOCIAL_RESULT_TYPE] as const,
  )
  await expect.poll(() => warnings.some((text) => text.includes('Untrusted Origin'))).toBe(true)
  await expect(dialog(page).getByText('Continue in the Google window')).toBeVisible()
  await outsider.close()

  await logInAtProvider(popup, newSocialName())
  await chooseRecoveryPassword(page)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
})
