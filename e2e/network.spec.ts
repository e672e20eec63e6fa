import { devWallet, expect, test } from './fixtures.ts'
import { connectDevWallet, dialog, pickL2Network, walletRequests } from './journeys.ts'

test('switching to a network the wallet lacks adds it (4902) and then switches', async ({ page }) => {
  await connectDevWallet(page)
  await pickL2Network(page)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-network')).toHaveText('Foyer Devnet L2 (eip155:31338)')
  await expect(page.getByTestId('account-balance')).toHaveText(/ETH$/)

  // SPEC §7: the switch fails with 4902, the network is added, then the switch is asked again and succeeds.
  const requests = (await devWallet(page, 'getRequests')) as {
    method: string
    outcome: string
    error?: { code: number }
  }[]
  const chainCalls = requests.filter((request) => /^wallet_(switch|add)EthereumChain$/.test(request.method))
  expect(chainCalls.map(({ method, outcome, error }) => [method, outcome, error?.code])).toEqual([
    ['wallet_switchEthereumChain', 'error', 4902],
    ['wallet_addEthereumChain', 'ok', undefined],
    ['wallet_switchEthereumChain', 'ok', undefined],
  ])
  expect(await devWallet(page, 'getState')).toMatchObject({ chainId: 31338 })
})

test('a rejected network switch says why, and Try again switches', async ({ page }) => {
  await connectDevWallet(page)
  await devWallet(page, 'setMode', 'reject')
  await pickL2Network(page)
  await expect(dialog(page)).toContainText('User rejected the request')
  await expect(page.getByTestId('account-network')).toHaveText('Foyer Devnet (eip155:31337)')

  await devWallet(page, 'setMode', 'approve')
  await dialog(page).getByRole('button', { name: 'Try again' }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-network')).toHaveText('Foyer Devnet L2 (eip155:31338)')
})

test('a wallet on a network the dapp does not list opens UnsupportedChain until the visitor switches', async ({
  page,
}) => {
  await connectDevWallet(page)
  await devWallet(page, 'switchChainExternally', 31339)
  await expect(dialog(page)).toContainText("This app doesn't support your current network")
  await expect(page.getByRole('button', { name: /Wrong network/ })).toBeVisible()

  await dialog(page)
    .getByRole('button', { name: /^F?\s*Foyer Devnet$/ })
    .click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-network')).toHaveText('Foyer Devnet (eip155:31337)')
})

test('a switch made inside the wallet is followed by the dapp', async ({ page }) => {
  await connectDevWallet(page)
  await pickL2Network(page)
  await expect(dialog(page)).toBeHidden()
  await devWallet(page, 'switchChainExternally', 31337)
  await expect(page.getByTestId('account-network')).toHaveText('Foyer Devnet (eip155:31337)')
})

test('while disconnected, picking a network changes the dapp network without a wallet and survives a reload', async ({
  page,
}) => {
  await page.goto('/')
  await pickL2Network(page)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-network')).toHaveText('Foyer Devnet L2 (eip155:31338)')
  expect((await walletRequests(page)).map((request) => request.method)).not.toContain('wallet_switchEthereumChain')
  await page.reload()
  await expect(page.getByTestId('account-network')).toHaveText('Foyer Devnet L2 (eip155:31338)')
})
