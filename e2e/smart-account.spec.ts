import type { APIRequestContext, Page } from '@playwright/test'
import { accountButton, answerInFrame, connectedAddress, createEmbeddedWallet } from './embeddedJourneys.ts'
import { expect, test } from './fixtures.ts'
import { dialog, pickL2Network } from './journeys.ts'

// The embedded wallet's smart account on the devnet L2, the chain the stack gives an EntryPoint 0.7 and a bundler
// (Alto): SPEC §9's default account type there is the smart account, and Account switches between the two.

/** The demo's Send batch recipients (apps/demo/src/SendBatchCard.tsx): two of the devnet's funded accounts. */
const BATCH_RECIPIENTS = ['0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f', '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720']
const ONE_GWEI = 1_000_000_000n

async function l2Rpc<T>(request: APIRequestContext, method: string, params: unknown[]): Promise<T> {
  const response = await request.post('/rpc/31338', { data: { jsonrpc: '2.0', id: 1, method, params } })
  const body = (await response.json()) as { result?: T; error?: unknown }
  expect(body.error).toBeUndefined()
  return body.result as T
}

const balanceOf = async (request: APIRequestContext, address: string) =>
  BigInt(await l2Rpc<string>(request, 'eth_getBalance', [address, 'latest']))

/** Switches the account type from Account's row and waits until the page shows the new type. */
async function switchAccountType(page: Page, to: 'Smart account' | 'EOA'): Promise<string> {
  await accountButton(page, await connectedAddress(page)).click()
  await expect(dialog(page)).toHaveAccessibleName('Account')
  await dialog(page)
    .getByRole('button', { name: to === 'EOA' ? /Switch to your EOA/ : /Switch to your smart account/ })
    .click()
  await expect(page.getByTestId('account-type')).toHaveText(to)
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  return connectedAddress(page)
}

test('on a network with smart accounts the embedded wallet uses its smart account, sends a batch of two transfers in one wallet_sendCalls, and switches back to its EOA', async ({
  page,
  request,
}) => {
  await createEmbeddedWallet(page)
  // The devnet's first chain has no bundler: the wallet is its EOA there.
  await expect(page.getByTestId('account-type')).toHaveText('EOA')
  const eoa = await connectedAddress(page)

  await pickL2Network(page)
  await expect(page.getByTestId('account-network')).toContainText('eip155:31338')
  await expect(page.getByTestId('account-type')).toHaveText('Smart account')
  const smartAccount = await connectedAddress(page)
  expect(smartAccount.toLowerCase()).not.toBe(eoa.toLowerCase())

  // Account's row switches to the EOA and back again.
  expect((await switchAccountType(page, 'EOA')).toLowerCase()).toBe(eoa.toLowerCase())
  expect((await switchAccountType(page, 'Smart account')).toLowerCase()).toBe(smartAccount.toLowerCase())

  await l2Rpc(request, 'anvil_setBalance', [smartAccount, `0x${(10n ** 18n).toString(16)}`])
  const before = await Promise.all(BATCH_RECIPIENTS.map((address) => balanceOf(request, address)))
  await page.getByTestId('send-batch').click()
  await answerInFrame(page, 'Approve')
  await expect(page.getByTestId('batch-status')).toHaveText('Confirmed')
  // One user operation: both transfers land in one transaction.
  await expect(page.getByTestId('batch-receipt-hash')).toHaveCount(1)
  const after = await Promise.all(BATCH_RECIPIENTS.map((address) => balanceOf(request, address)))
  expect(after.map((balance, index) => balance - (before[index] ?? 0n))).toEqual([ONE_GWEI, ONE_GWEI])
  const code = await l2Rpc<string>(request, 'eth_getCode', [smartAccount, 'latest'])
  expect(code.length).toBeGreaterThan(2)

  expect((await switchAccountType(page, 'EOA')).toLowerCase()).toBe(eoa.toLowerCase())
})

test('a batch the visitor rejects in the frame says so, and nothing is sent', async ({ page, request }) => {
  await createEmbeddedWallet(page)
  await pickL2Network(page)
  await expect(page.getByTestId('account-type')).toHaveText('Smart account')
  const smartAccount = await connectedAddress(page)
  await l2Rpc(request, 'anvil_setBalance', [smartAccount, `0x${(10n ** 18n).toString(16)}`])
  await page.getByTestId('send-batch').click()
  await answerInFrame(page, 'Reject')
  await expect(page.getByTestId('batch-error')).toHaveText('User rejected the request')
  expect(await l2Rpc<string>(request, 'eth_getCode', [smartAccount, 'latest'])).toBe('0x')
})
