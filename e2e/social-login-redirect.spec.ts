import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { accountButton, chooseRecoveryPassword, connectedAddress } from './embeddedJourneys.ts'
import { expect, test } from './fixtures.ts'
import { dialog } from './journeys.ts'
import { PHONES } from './phones.ts'

// Social login by full-page redirect (docs/social-login-popup.md "The full-page redirect"): where a popup cannot be
// used, the demo's page itself goes to the stack's local OpenID provider (Username, Continue or Cancel) and comes
// back with the outcome in its fragment.

const newSocialName = () => `ada-${randomUUID().slice(0, 8)}`

/** A browser whose popup blocker refuses every window: window.open gives null, as it does when blocked. */
const blockPopups = (page: Page) =>
  page.addInitScript(() => {
    window.open = () => null
  })

/** On the demo without the Dev Wallet, the visitor picks Google; the page itself goes to the provider. */
async function leaveForGoogle(page: Page): Promise<void> {
  await page.goto('/?devWallet=off')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('button', { name: 'Continue with Google' }).click()
  await expect(page.getByLabel('Username')).toBeVisible()
}

/** On the provider's page, the visitor logs in as `username` (or cancels); the tab comes back to the demo. */
async function answerAtProvider(page: Page, answer: { username: string } | 'cancel'): Promise<void> {
  if (answer === 'cancel') await page.getByRole('button', { name: 'Cancel' }).click()
  else {
    await page.getByLabel('Username').fill(answer.username)
    await page.getByRole('button', { name: 'Continue' }).click()
  }
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('devWallet') === 'off')
}

/** The visitor is connected with a wallet of `username`'s, as Account shows it. */
async function expectConnectedAs(page: Page, username: string): Promise<void> {
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await accountButton(page, await connectedAddress(page)).click()
  await expect(dialog(page).getByText('Logged in with Google')).toBeVisible()
  await expect(dialog(page).getByTestId('social-username')).toHaveText(username)
}

/** The page's address holds no login outcome any more (taken out at the page's start). */
const expectCleanAddress = (page: Page) => expect.poll(() => new URL(page.url()).hash).toBe('')

test('with popups blocked, picking Google logs in by going to the provider and back, and the visitor is connected', async ({
  page,
}) => {
  await blockPopups(page)
  const name = newSocialName()
  await leaveForGoogle(page)
  await answerAtProvider(page, { username: name })
  await expectCleanAddress(page)
  await chooseRecoveryPassword(page)
  await expect(dialog(page)).toBeHidden()
  await expectConnectedAs(page, name)
})

test.describe('in an Instagram in-app browser on a phone', () => {
  // Pixel 7's viewport and touch in Chromium (e2e/phones.ts), with the token Instagram's web view adds to the user agent.
  test.use({
    ...PHONES.Android,
    userAgent: `${PHONES.Android.userAgent} Instagram 312.0.0.32.112 Android (34/14; 420dpi; 1080x2400; Google/google; Pixel 7; panther; panther; en_US; 604247854)`,
  })

  test('picking Google tries no popup and logs in by going to the provider and back', async ({ page }) => {
    const popups: string[] = []
    page.on('popup', (popup) => popups.push(popup.url()))
    const name = newSocialName()
    await leaveForGoogle(page)
    await answerAtProvider(page, { username: name })
    await expectCleanAddress(page)
    await chooseRecoveryPassword(page)
    await expect(dialog(page)).toBeHidden()
    await expectConnectedAs(page, name)
    expect(popups).toEqual([])
  })
})

test('Cancel on the provider page comes back saying the login failed, with Try again', async ({ page }) => {
  await blockPopups(page)
  await leaveForGoogle(page)
  await answerAtProvider(page, 'cancel')
  await expectCleanAddress(page)
  await expect(dialog(page).getByText('Failed to initiate social connection')).toBeVisible()
  await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test("a crafted link carrying someone else's result is ignored: nothing connects, and the visitor's own login still completes", async ({
  page,
  browser,
  baseURL,
}) => {
  // The attacker logs in as themselves by redirect in their own browser and keeps the way back instead of following
  // it: an init script takes the fragment before the demo's script runs, so their result stays unspent.
  const attacker = await browser.newContext(baseURL ? { baseURL } : {})
  const attackerPage = await attacker.newPage()
  await blockPopups(attackerPage)
  await attackerPage.addInitScript(() => {
    if (!location.hash.startsWith('#foyer-social=')) return
    sessionStorage.setItem('captured', location.href)
    history.replaceState(null, '', location.pathname + location.search)
  })
  await leaveForGoogle(attackerPage)
  await answerAtProvider(attackerPage, { username: `mallory-${randomUUID().slice(0, 8)}` })
  const crafted = await attackerPage.evaluate(() => sessionStorage.getItem('captured') ?? '')
  await attacker.close()
  expect(new URL(crafted).hash).toMatch(/^#foyer-social=success&resultUri=.+&state=/)

  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  const redeems: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/social/redeem')) redeems.push(request.url())
  })
  // The visitor's own login is under way in this tab when the crafted link opens in it.
  await blockPopups(page)
  const name = newSocialName()
  await leaveForGoogle(page)
  await page.goto(crafted)
  await expectCleanAddress(page)
  await expect.poll(() => warnings.some((text) => text.includes('Untrusted Origin'))).toBe(true)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  expect(redeems).toEqual([])

  // Back to the provider's page, the visitor finishes their own login: it is theirs that connects.
  await page.goBack()
  await answerAtProvider(page, { username: name })
  await chooseRecoveryPassword(page)
  await expect(dialog(page)).toBeHidden()
  await expectConnectedAs(page, name)
})
