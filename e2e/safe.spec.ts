import { type APIRequestContext, test as base, expect, type FrameLocator, type Page } from '@playwright/test'
import { E2E_PORT } from './playwright.config.ts'
import { stackSafeHost, stackSecureSiteUrl } from './stackControl.ts'

// The demo as a Safe App inside the local Safe web app (apps/safe-host), which answers the Safe Apps SDK's messages
// over a Safe deployed on the devnet. The Safe's page is on its own origin; the demo is framed in it.

const RECEIVER = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'

/**
 * As e2e/fixtures.ts guards every journey: no CSP violation in any frame, and no request to any origin but the
 * demo's, the secure site's and the local Safe's (both its origins).
 */
const test = base.extend<{ guards: undefined }>({
  guards: [
    async ({ page, baseURL }, use) => {
      const { url, strangerUrl } = stackSafeHost(E2E_PORT)
      const ownOrigins = [baseURL ?? '', stackSecureSiteUrl(E2E_PORT), url, strangerUrl].map((u) => new URL(u).origin)
      const foreignRequests: string[] = []
      page.on('request', (request) => {
        const requested = request.url()
        if (requested.startsWith('data:') || requested.startsWith('blob:')) return
        if (!ownOrigins.includes(new URL(requested).origin)) foreignRequests.push(requested)
      })
      const violations: string[] = []
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text())
      })
      await use(undefined)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
      expect(foreignRequests, 'requests that left the local origins').toEqual([])
    },
    { auto: true },
  ],
})

/** The demo without its Dev Wallet: inside a Safe, the Safe is the wallet. */
const demoUrl = (baseURL: string | undefined) => `${baseURL}/?devWallet=off`

/** Opens the local Safe (on `hostUrl`, its trusted origin by default) with the demo framed as its Safe App. */
async function openInSafe(page: Page, baseURL: string | undefined, options: { hostUrl?: string; query?: string } = {}) {
  const hostUrl = options.hostUrl ?? stackSafeHost(E2E_PORT).url
  await page.goto(`${hostUrl}/?app=${encodeURIComponent(demoUrl(baseURL))}${options.query ?? ''}`)
  return page.frameLocator('iframe[title="Safe App"]')
}

/** The demo has restored or made its connections (or knows there are none): what it shows now is settled. */
const settled = (app: FrameLocator) => expect(app.locator('html[data-foyer-ready="true"]')).toHaveCount(1)

async function balanceOf(request: APIRequestContext, address: string): Promise<bigint> {
  const response = await request.post('/rpc/31337', {
    data: { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] },
  })
  return BigInt(((await response.json()) as { result: string }).result)
}

test('inside the Safe, the demo connects to the Safe by itself and shows its address', async ({ page, baseURL }) => {
  const { safeAddress } = stackSafeHost(E2E_PORT)
  const app = await openInSafe(page, baseURL)
  await expect(page.locator('#safe-address')).toHaveText(safeAddress)
  await expect(app.getByTestId('account-status')).toHaveText('connected')
  await expect(app.getByTestId('account-address')).toHaveText(safeAddress)
  // Nobody chose it: no modal was opened to get there.
  await expect(app.getByRole('dialog')).toHaveCount(0)
})

test("a send goes to the Safe's queue, the modal says so, and it moves funds only once the owner signs", async ({
  page,
  baseURL,
  request,
}) => {
  const { safeAddress } = stackSafeHost(E2E_PORT)
  const app = await openInSafe(page, baseURL)
  await expect(app.getByTestId('account-address')).toHaveText(safeAddress)
  await app.getByRole('button', { name: new RegExp(`${safeAddress.slice(0, 6)}…${safeAddress.slice(-4)}`) }).click()
  const modal = app.getByRole('dialog')
  await expect(modal).toHaveAccessibleName('Account')
  await modal.getByRole('button', { name: 'Send' }).click()
  const token = modal.getByLabel('Token')
  const eth = await token
    .locator('option')
    .filter({ hasText: /^ETH ·/ })
    .getAttribute('value')
  await token.selectOption(eth ?? '')
  await modal.getByLabel('Amount').fill('0.25')
  await modal.getByLabel('To', { exact: true }).fill(RECEIVER)
  await modal.getByRole('button', { name: 'Preview Send' }).click()
  await expect(modal).toHaveAccessibleName('Review send')
  const before = await balanceOf(request, RECEIVER)
  await modal.getByRole('button', { name: 'Confirm' }).click()

  await expect(modal.getByRole('status')).toHaveText('Transaction proposed to the Safe queue')
  await expect(modal).toContainText('It is not sent yet: it runs once enough Safe owners have signed it there.')
  await expect(modal).toContainText('Safe transaction hash')
  await expect(modal.getByRole('link', { name: 'View on explorer' })).toHaveCount(0)
  const safeTxHash = await modal.getByTestId('foyer-sent-hash').getAttribute('title')
  // The Safe holds that very proposal in its queue; nothing moved.
  const queued = page.locator(`#queue li[data-safe-tx-hash="${safeTxHash}"]`)
  await expect(queued).toBeVisible()
  expect(await balanceOf(request, RECEIVER)).toBe(before)

  // The owner signs in the Safe: then, and only then, the transfer lands.
  await queued.getByRole('button', { name: 'Sign and execute' }).click()
  await expect(queued).toContainText('Executed in 0x')
  expect(await balanceOf(request, RECEIVER)).toBe(before + 250_000_000_000_000_000n)
})

test('answers handed to the demo by a stranger frame are ignored: it does not connect', async ({ page, baseURL }) => {
  const app = await openInSafe(page, baseURL, { query: '&answeredBy=stranger' })
  // The Safe was asked and the stranger passed its answers on to the demo, which took none of them.
  await expect(page.locator('#request-count')).not.toHaveText('0')
  await expect(page.frameLocator('iframe[title="Stranger"]').locator('#passed')).not.toHaveText('0')
  await settled(app)
  await expect(app.getByTestId('account-status')).toHaveText('disconnected')
  // Safe is listed (the parent's origin is one the demo trusts), yet choosing it cannot connect through a stranger:
  // the modal says so and offers another try.
  await app.getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = app.getByRole('dialog')
  await modal.getByRole('button', { name: /^Safe/ }).click()
  await expect(modal).toContainText('Failed to connect')
  await expect(modal.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(app.getByTestId('account-status')).toHaveText('disconnected')
})

test('a parent on an origin the demo does not trust is asked nothing, and Safe is not listed', async ({
  page,
  baseURL,
}) => {
  const app = await openInSafe(page, baseURL, { hostUrl: stackSafeHost(E2E_PORT).strangerUrl })
  await settled(app)
  await expect(app.getByTestId('account-status')).toHaveText('disconnected')
  await app.getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = app.getByRole('dialog')
  await expect(modal.getByRole('button', { name: /^WalletConnect/ })).toBeVisible()
  await expect(modal.getByRole('button', { name: /^Safe/ })).toHaveCount(0)
  await expect(page.locator('#request-count')).toHaveText('0')
})

test("outside a frame, 'Safe' is not listed", async ({ page }) => {
  await page.goto('/?devWallet=off')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = page.getByRole('dialog')
  await expect(modal.getByRole('button', { name: /^WalletConnect/ })).toBeVisible()
  await expect(modal.getByRole('button', { name: /^Safe/ })).toHaveCount(0)
})
