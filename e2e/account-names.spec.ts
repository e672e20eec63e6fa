import type { APIRequestContext, Page } from '@playwright/test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { fillSendForm } from './accountJourneys.ts'
import { devWallet, expect, test } from './fixtures.ts'
import { chooseDevWallet, dialog } from './journeys.ts'

// SPEC §4 name registration on the local stack: the Dev Wallet signs, the API verifies and registers, Account and
// Send read the name back. Devnet accounts 8 and 9 are only batch recipients on the L2 elsewhere: nothing else
// asserts on their names or on their balances on chain 31337. Names carry a per-run tag, for a kept database.
const NAMER = { index: 8, address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f', button: /0x2361…1E8f/ }
const REFUSED = { index: 9, address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', button: /0xa0Ee…9720/ }
const RUN = Date.now().toString(36).slice(-5)
const SDK_QUERY = 'projectId=foyer-demo&st=foyer-e2e&sv=0'

async function openAccountAs(page: Page, account: typeof NAMER): Promise<void> {
  await page.goto('/')
  await devWallet(page, 'changeAccount', account.index)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await chooseDevWallet(page)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(account.address)
  await page.getByRole('button', { name: account.button }).click()
  await expect(dialog(page)).toHaveAccessibleName('Account')
}

async function openRegistration(page: Page): Promise<void> {
  await dialog(page)
    .getByRole('button', { name: /Choose a name/ })
    .click()
  await expect(dialog(page)).toHaveAccessibleName('Choose a name')
}

/** Registers `name` for a fresh key straight through the API (the demo's /api), as another visitor would. */
async function registerElsewhere(request: APIRequestContext, name: string): Promise<void> {
  const account = privateKeyToAccount(generatePrivateKey())
  const message = JSON.stringify({ name, timestamp: Math.floor(Date.now() / 1000) })
  const response = await request.post(`/api/v1/profile/account?${SDK_QUERY}`, {
    data: { coin_type: 60, address: account.address, message, signature: await account.signMessage({ message }) },
  })
  expect(response.status()).toBe(201)
}

test('a visitor registers a name, Account shows it (also after a reload), and Send pays it by name', async ({
  page,
}) => {
  const label = `namer-${RUN}`
  const name = `${label}.reown.id`
  await openAccountAs(page, NAMER)
  await expect(dialog(page).getByTestId('foyer-account-name')).toHaveCount(0)
  await openRegistration(page)
  const modal = dialog(page)
  await modal.getByLabel('Name', { exact: true }).fill(label)
  await expect(modal.getByRole('button', { name: `${name} Available`, exact: true })).toBeVisible()
  await modal.getByRole('button', { name: 'Register' }).click()

  await expect(modal).toHaveAccessibleName('Name registered')
  await expect(modal.getByTestId('foyer-name-registered')).toHaveText(`Your name is ${name}`)
  const signed = (await devWallet(page, 'getRequests')) as { method: string; outcome: string }[]
  expect(signed.filter((entry) => entry.method === 'personal_sign').map((entry) => entry.outcome)).toEqual(['ok'])
  await modal.getByRole('button', { name: 'Back to account' }).click()
  await expect(modal).toHaveAccessibleName('Account')
  await expect(modal.getByTestId('foyer-account-name')).toHaveText(name)
  await expect(modal.getByRole('button', { name: /Choose a name/ })).toHaveCount(0)

  // After a reload the name comes from the API (/v1/identity), whose cache the registration cleared.
  await page.reload()
  await expect(page.getByTestId('account-address')).toHaveText(NAMER.address)
  await page.getByRole('button', { name: new RegExp(`${name}|${NAMER.button.source}`) }).click()
  await expect(dialog(page).getByTestId('foyer-account-name')).toHaveText(name)

  // Send to the name: it resolves to the account's own address, shown under the field.
  await expect(modal.getByTestId('foyer-token-list')).toContainText('ETH')
  await modal.getByRole('button', { name: 'Send' }).click()
  await fillSendForm(page, 'ETH', '0.001', name)
  await modal.getByLabel('Amount').click()
  await expect(modal.getByTestId('foyer-send-receiver')).toContainText(name)
  await expect(modal.getByTestId('foyer-send-receiver')).toContainText('0x2361')
  await modal.getByRole('button', { name: 'Preview Send' }).click()
  await expect(modal).toHaveAccessibleName('Review send')
  await modal.getByRole('button', { name: 'Confirm' }).click()
  await expect(modal.getByText('Transaction sent')).toBeVisible()
})

test('a taken name and an invalid name say why, and nothing is registered', async ({ page, request }) => {
  const taken = `taken-${RUN}`
  await registerElsewhere(request, `${taken}.reown.id`)
  await openAccountAs(page, REFUSED)
  await openRegistration(page)
  const modal = dialog(page)
  const field = modal.getByLabel('Name', { exact: true })
  const register = modal.getByRole('button', { name: 'Register' })

  await field.fill('ab')
  await expect(modal.getByTestId('foyer-name-hint')).toHaveText('A name has at least 4 characters.')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(register).toBeDisabled()
  await field.fill('no way')
  await expect(modal.getByTestId('foyer-name-hint')).toHaveText('Use letters, digits and hyphens only.')
  await expect(register).toBeDisabled()

  await field.fill(taken)
  const suggestions = modal.getByTestId('foyer-name-suggestions')
  await expect(suggestions.getByRole('listitem').first()).toContainText(`${taken}.reown.id`)
  await expect(suggestions.getByRole('listitem').first()).toContainText('Taken')
  await expect(suggestions.getByRole('button').first()).toContainText('Available')
  await register.click()
  await expect(page.getByText(`Error registering name ${taken}.reown.id`)).toBeVisible()
  await expect(modal.getByTestId('foyer-name-failure')).toHaveText(`${taken}.reown.id is taken. Choose another name.`)
  await expect(modal).toHaveAccessibleName('Choose a name')

  // A free suggestion fills the field, and the failure gives way to the new name.
  const free = suggestions.getByRole('button').first()
  const freeName = ((await free.locator('.foyer-names__suggestion-name').textContent()) ?? '').replace('.reown.id', '')
  await free.click()
  await expect(field).toHaveValue(freeName)
  await expect(modal.getByTestId('foyer-name-failure')).toHaveCount(0)
  const identity = await request.get(`/api/v1/identity/${REFUSED.address}?${SDK_QUERY}`)
  expect(await identity.json()).toEqual({ name: null, avatar: null })
})
