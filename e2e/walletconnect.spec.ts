import { SOLANA_DEVNET_ACCOUNTS } from '@foyer/devnet/solana/accounts'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { createPublicClient, type Hex, http, verifyMessage } from 'viem'
import { expect, test } from './fixtures.ts'
import { dialog } from './journeys.ts'
import { E2E_PORT } from './playwright.config.ts'
import { restartStackRelay } from './stackControl.ts'
import {
  devnetRpc,
  openWcWallet,
  pairingQr,
  readPairingUri,
  showWalletConnectQr,
  WC_WALLET_ACCOUNT,
} from './walletConnectJourneys.ts'
import { answerAsWallet, OFFICIAL_WALLET_ACCOUNT, officialSdk } from './walletconnectOfficialSdk.ts'

/** The web test wallet's Solana side: Solana devnet account 0 (apps/test-wallets' wallet page). */
const WC_SOLANA_ACCOUNT = SOLANA_DEVNET_ACCOUNTS[0]!.address

// One relay serves every test here and two of them restart it, so they take turns.
test.describe.configure({ mode: 'serial' })

test('a visitor pairs the web wallet by QR, signs, sends a transaction that lands, and sees the wallet disconnect', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const wallet = await openWcWallet(context, baseURL ?? '')
  const uri = await showWalletConnectQr(page)
  await expect(dialog(page).getByRole('button', { name: 'Copy link' })).toBeEnabled()

  await wallet.call('pair', uri)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(WC_WALLET_ACCOUNT)

  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)

  await page.getByRole('button', { name: 'Send 1 gwei' }).click()
  const hash = (await page.getByTestId('transaction-hash').textContent({ timeout: 10_000 })) ?? ''
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const receipt = await devnetRpc<{ status: string; from: string } | null>(
    request,
    31337,
    'eth_getTransactionReceipt',
    [hash],
  )
  expect(receipt?.status).toBe('0x1')
  expect(receipt?.from.toLowerCase()).toBe(WC_WALLET_ACCOUNT.toLowerCase())
  expect((await wallet.requests()).map((entry) => `${entry.method} ${entry.outcome}`)).toEqual([
    'personal_sign ok',
    'eth_sendTransaction ok',
  ])

  await wallet.call('disconnect')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  wallet.assertStayedLocal()
})

test('one WalletConnect session carries EVM and Solana: the dapp signs on each, with the account of each', async ({
  page,
  context,
  baseURL,
}) => {
  const wallet = await openWcWallet(context, baseURL ?? '')
  await wallet.call('pair', await showWalletConnectQr(page))
  await expect(page.getByTestId('connection-eip155')).toContainText(WC_WALLET_ACCOUNT)
  await expect(page.getByTestId('connection-solana')).toContainText(WC_SOLANA_ACCOUNT)
  await expect(page.getByTestId('account-address')).toHaveText(WC_WALLET_ACCOUNT)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const evmSignature = page.getByTestId('signature')
  await expect(evmSignature).toHaveText(/^0x[0-9a-f]{130}$/)
  expect(
    await verifyMessage({
      address: WC_WALLET_ACCOUNT,
      message: 'Hello from the Foyer demo',
      signature: ((await evmSignature.textContent()) ?? '') as Hex,
    }),
  ).toBe(true)

  // Solana has an account in the same session, so moving there is a plain network switch: no second pairing.
  await page
    .getByRole('button', { name: /Foyer Devnet/ })
    .first()
    .click()
  await dialog(page)
    .getByRole('list', { name: 'Solana networks' })
    .getByRole('button', { name: 'Foyer Solana Devnet' })
    .click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(WC_SOLANA_ACCOUNT)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const solanaSignature = page.getByTestId('signature')
  await expect(solanaSignature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  const signed = ed25519.verify(
    base58.decode((await solanaSignature.textContent()) ?? ''),
    new TextEncoder().encode('Hello from the Foyer demo'),
    base58.decode(WC_SOLANA_ACCOUNT),
  )
  expect(signed).toBe(true)
  expect((await wallet.requests()).map((entry) => `${entry.method} ${entry.outcome}`)).toEqual([
    'personal_sign ok',
    'solana_signMessage ok',
  ])

  // The wallet ends the session: both chains' connections go with it.
  await wallet.call('disconnect')
  await expect(page.getByTestId('connection-eip155')).toHaveText('disconnected')
  await expect(page.getByTestId('connection-solana')).toHaveText('disconnected')
  wallet.assertStayedLocal()
})

test('a reload restores the WalletConnect session without a new pairing', async ({ page, context, baseURL }) => {
  const wallet = await openWcWallet(context, baseURL ?? '')
  await wallet.call('pair', await showWalletConnectQr(page))
  await expect(page.getByTestId('account-status')).toHaveText('connected')

  await page.reload()
  await expect(page.getByTestId('account-address')).toHaveText(WC_WALLET_ACCOUNT)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  await wallet.call('disconnect')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  wallet.assertStayedLocal()
})

test('a request still completes after the relay restarts mid-session', async ({ page, context, baseURL }) => {
  const wallet = await openWcWallet(context, baseURL ?? '')
  await wallet.call('pair', await showWalletConnectQr(page))
  await expect(page.getByTestId('account-status')).toHaveText('connected')

  await restartStackRelay(E2E_PORT)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 20_000 })
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await wallet.call('disconnect')
  wallet.assertStayedLocal()
})

test('a pairing left to expire is renewed with a new code the wallet can use', async ({ page, context, baseURL }) => {
  // A 12 s pairing renews at 10 s or less left (SPEC §4), so after about 2 s.
  const first = await showWalletConnectQr(page, '&wcPairingMs=12000')
  await expect(pairingQr(page)).not.toHaveAttribute('data-qr-value', first, { timeout: 10_000 })
  const renewed = await readPairingUri(page)

  const wallet = await openWcWallet(context, baseURL ?? '')
  await wallet.call('pair', renewed)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(WC_WALLET_ACCOUNT)
  await wallet.call('disconnect')
  wallet.assertStayedLocal()
})

test('a WalletConnect wallet signs in over the relay, and the session outlives a reload', async ({
  page,
  context,
  baseURL,
}) => {
  const wallet = await openWcWallet(context, baseURL ?? '')
  await wallet.call('pair', await showWalletConnectQr(page, '&signIn=required'))
  await expect(dialog(page)).toHaveAccessibleName('Sign In')
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('siwx-status')).toHaveText('Signed in')
  expect((await wallet.requests()).filter((request) => request.method === 'personal_sign')).toHaveLength(1)

  await page.reload()
  await expect(page.getByTestId('account-address')).toHaveText(WC_WALLET_ACCOUNT)
  await expect(page.getByTestId('siwx-status')).toHaveText('Signed in')
  await page.getByRole('button', { name: 'Call the protected route' }).click()
  await expect(page.getByTestId('protected-route')).toHaveText(
    `Welcome back, ${WC_WALLET_ACCOUNT}. This answer came from the demo server.`,
  )
  wallet.assertStayedLocal()
})

test('the demo dapp pairs with the official wallet SDK 2.21.8, signs, sends, and sees it disconnect', async ({
  page,
  baseURL,
  request,
}) => {
  const wallet = await officialSdk(baseURL ?? '', 'wallet')
  try {
    answerAsWallet(wallet, baseURL ?? '')
    await wallet.pair({ uri: await showWalletConnectQr(page) })
    await expect(page.getByTestId('account-address')).toHaveText(OFFICIAL_WALLET_ACCOUNT.address)

    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = (await page.getByTestId('signature').textContent({ timeout: 10_000 })) as Hex
    expect(
      await verifyMessage({
        address: OFFICIAL_WALLET_ACCOUNT.address,
        message: 'Hello from the Foyer demo',
        signature,
      }),
    ).toBe(true)

    await page.getByRole('button', { name: 'Send 1 gwei' }).click()
    const hash = (await page.getByTestId('transaction-hash').textContent({ timeout: 10_000 })) ?? ''
    const receipt = await devnetRpc<{ status: string; from: string }>(request, 31337, 'eth_getTransactionReceipt', [
      hash,
    ])
    expect(receipt.from.toLowerCase()).toBe(OFFICIAL_WALLET_ACCOUNT.address.toLowerCase())

    const [topic] = wallet.session.keys
    await wallet.disconnect({ topic: topic ?? '', reason: { code: 6000, message: 'User disconnected.' } })
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  } finally {
    await wallet.stop()
  }
})

test('the official dapp SDK 2.21.8 pairs with Foyer’s web wallet, gets a signature and a sent transaction, and disconnects', async ({
  context,
  baseURL,
}) => {
  const wallet = await openWcWallet(context, baseURL ?? '')
  const dapp = await officialSdk(baseURL ?? '', 'dapp')
  try {
    const session = await test.step('pair and approve', async () => {
      const { uri, approval } = await dapp.connect({
        optionalNamespaces: {
          eip155: {
            chains: ['eip155:31337', 'eip155:31338'],
            methods: ['personal_sign', 'eth_sendTransaction'],
            events: [],
          },
        },
      })
      await wallet.call('pair', uri)
      return approval()
    })
    expect(session.namespaces.eip155?.accounts).toContain(`eip155:31338:${WC_WALLET_ACCOUNT}`)

    const ask = (method: string, params: unknown[], chainId = 'eip155:31338') =>
      dapp.request<Hex>({ topic: session.topic, chainId, request: { method, params } })
    const message = 'Signed for the official SDK'
    const signature = await test.step('sign', () =>
      ask('personal_sign', [`0x${Buffer.from(message).toString('hex')}`, WC_WALLET_ACCOUNT]))
    expect(await verifyMessage({ address: WC_WALLET_ACCOUNT, message, signature })).toBe(true)
    const hash = await test.step('send', () =>
      ask('eth_sendTransaction', [{ from: WC_WALLET_ACCOUNT, to: WC_WALLET_ACCOUNT, value: '0x1' }]))
    const l2 = createPublicClient({ transport: http(`${baseURL}/rpc/31338`) })
    expect((await l2.waitForTransactionReceipt({ hash })).status).toBe('success')

    await dapp.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } })
    await expect.poll(() => wallet.call('getSessions')).toEqual([])
    wallet.assertStayedLocal()
  } finally {
    await dapp.stop()
  }
})

test('a wallet page reloaded while it holds a request still answers it', async ({ page, context, baseURL }) => {
  const wallet = await openWcWallet(context, baseURL ?? '', 'ask')
  await wallet.call('pair', await showWalletConnectQr(page))
  await wallet.page.getByRole('list', { name: 'Connection requests' }).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')

  await page.getByRole('button', { name: 'Sign message' }).click()
  const pending = wallet.page.getByRole('list', { name: 'Requests' }).getByRole('button', { name: 'Approve' })
  await expect(pending).toBeVisible()
  await wallet.page.reload()
  await pending.click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  wallet.assertStayedLocal()
})

test('a request still gets its answer when the relay restarts while the wallet holds it', async ({
  page,
  context,
  baseURL,
}) => {
  const wallet = await openWcWallet(context, baseURL ?? '', 'ask')
  await wallet.call('pair', await showWalletConnectQr(page))
  await wallet.page.getByRole('list', { name: 'Connection requests' }).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')

  await page.getByRole('button', { name: 'Sign message' }).click()
  const pending = wallet.page.getByRole('list', { name: 'Requests' }).getByRole('button', { name: 'Approve' })
  await expect(pending).toBeVisible()
  await restartStackRelay(E2E_PORT)
  await pending.click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  wallet.assertStayedLocal()
})
