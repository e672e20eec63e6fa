import type { APIRequestContext, Page } from '@playwright/test'
import { formatEther, type Hex, parseEther, verifyMessage } from 'viem'
import { expectNoSeriousViolations } from './axe.ts'
import { devWallet, expect, test } from './fixtures.ts'
import { dialog } from './journeys.ts'

// apps/wagmi-example: wagmi's hooks on the page, Foyer's modal and buttons in its header, served at /wagmi/.
/** Devnet account 2, which no other journey uses, so its nonce and balance are this spec's alone. */
const ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const ACCOUNT_BUTTON = /0x3C44…93BC/
const RECEIVER = '0x000000000000000000000000000000000000dEaD'

const foyerHeader = (page: Page) => page.getByRole('banner')
const wagmiStatus = (page: Page) => page.getByTestId('wagmi-status')

/** Opens the example and connects the Dev Wallet (as account 2) from Foyer's Connect Wallet button. */
async function connectFromFoyer(page: Page): Promise<void> {
  await page.goto('/wagmi/')
  await devWallet(page, 'changeAccount', 2)
  await foyerHeader(page).getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /^Dev Wallet/ })
    .click()
  await expect(dialog(page)).toBeHidden()
  await expect(wagmiStatus(page)).toHaveText('connected')
}

async function nodeBalance(request: APIRequestContext, address: string): Promise<bigint> {
  const response = await request.post('/rpc/31337', {
    data: { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] },
  })
  return BigInt(((await response.json()) as { result: string }).result)
}

test("a wallet connected from Foyer's button is wagmi's account", async ({ page }) => {
  await connectFromFoyer(page)
  await expect(page.getByTestId('wagmi-address')).toHaveText(ACCOUNT)
  await expect(page.getByTestId('wagmi-chain')).toHaveText('Foyer Devnet (31337)')
  await expect(foyerHeader(page).getByRole('button', { name: ACCOUNT_BUTTON })).toBeVisible()
  await expectNoSeriousViolations(page)
})

test("wagmi's connect opens Foyer's modal; closing it says the request was rejected", async ({ page }) => {
  await page.goto('/wagmi/')
  await page.getByRole('button', { name: 'Connect with wagmi', exact: true }).click()
  await expect(dialog(page)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Waiting for Foyer…' })).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('alert')).toHaveText('User rejected the request.')
  await expect(wagmiStatus(page)).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Connect with wagmi', exact: true }).click()
  await dialog(page)
    .getByRole('button', { name: /^Dev Wallet/ })
    .click()
  await expect(wagmiStatus(page)).toHaveText('connected')
  await expect(dialog(page)).toBeHidden()
})

test('useSignMessage signs with the wallet connected in Foyer', async ({ page }) => {
  await connectFromFoyer(page)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = page.getByTestId('signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  const message = 'Hello from wagmi, through Foyer'
  const signed = (await signature.textContent()) as Hex
  expect(await verifyMessage({ address: ACCOUNT, message, signature: signed })).toBe(true)
})

test('useSendTransaction sends through the wallet connected in Foyer, and the transaction lands', async ({
  page,
  request,
}) => {
  await connectFromFoyer(page)
  const before = await nodeBalance(request, RECEIVER)
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  await expect(page.getByTestId('transaction-status')).toContainText('Transaction landed')
  const after = before + parseEther('0.01')
  expect(await nodeBalance(request, RECEIVER)).toBe(after)
  await expect(page.getByTestId('receiver-balance')).toHaveText(`${formatEther(after)} ETH`)
})

test("useSwitchChain moves Foyer's network button, and a switch in Foyer's modal moves wagmi's chain", async ({
  page,
}) => {
  await connectFromFoyer(page)
  await page.getByRole('button', { name: 'Switch to Foyer Devnet L2' }).click()
  await expect(page.getByTestId('wagmi-chain')).toHaveText('Foyer Devnet L2 (31338)')
  const networkButton = foyerHeader(page).getByRole('button', { name: /Foyer Devnet/ })
  await expect(networkButton).toHaveAccessibleName(/Foyer Devnet L2/)
  expect(await devWallet(page, 'getState')).toMatchObject({ chainId: 31338 })

  await networkButton.click()
  await dialog(page)
    .getByRole('button', { name: /^Foyer Devnet(?! L2)/ })
    .click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('wagmi-chain')).toHaveText('Foyer Devnet (31337)')
  expect(await devWallet(page, 'getState')).toMatchObject({ chainId: 31337 })
})

test("disconnect from wagmi shows Foyer's Connect Wallet again", async ({ page }) => {
  await connectFromFoyer(page)
  await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
  await expect(wagmiStatus(page)).toHaveText('disconnected')
  await expect(foyerHeader(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test("disconnect from Foyer's modal leaves wagmi disconnected", async ({ page }) => {
  await connectFromFoyer(page)
  await foyerHeader(page).getByRole('button', { name: ACCOUNT_BUTTON }).click()
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(wagmiStatus(page)).toHaveText('disconnected')
  await expect(page.getByTestId('wagmi-address')).toHaveText('—')
  await expect(foyerHeader(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('a reload keeps the connection in Foyer and in wagmi', async ({ page }) => {
  await connectFromFoyer(page)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-foyer-ready', 'true')
  await expect(wagmiStatus(page)).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(ACCOUNT)
  await expect(foyerHeader(page).getByRole('button', { name: ACCOUNT_BUTTON })).toBeVisible()
  await expect(dialog(page)).toBeHidden()
})
