// @vitest-environment jsdom

import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type ApiRequest, type LocalApi, QUIET_PROJECT, startLocalApi } from '../../test/localApi.ts'
import { createMemoryWallet } from '../../test/memoryWallet.ts'
import { mainnet } from '../../test/networks.ts'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'

const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const FUSD = 'eip155:1:0xaa974Ab02B651c3B5dcFAD67a88dc7D143A8f3EC'
const FOY = 'eip155:1:0xe4089813ab65F698cA8251E9a74ac6EB0816995A'
const ROUTER = '0x7a2088a1bFc9d81c55368AE168C2C02570cB814F'

/** 1 ETH buys 2000 fUSD, 1 fUSD buys 0.5 FOY; a 0.3 % fee. */
function quoteFor(request: ApiRequest) {
  const amount = BigInt(request.query.get('amount') ?? '0')
  const toAmount = request.query.get('from') === NATIVE ? (amount * 2000n) / 10n ** 12n : amount * 5n * 10n ** 11n
  return {
    id: 'q',
    fromAmount: amount.toString(),
    fromAccount: '',
    toAmount: toAmount.toString(),
    toAccount: '',
    priceImpact: '0.3012',
    fee: ((amount * 3n) / 1000n).toString(),
    route: [],
  }
}
const tx = { json: { tx: { from: '', to: ROUTER, data: '0x01', value: '0', eip155: { gas: '200000' } } } }
const routes = () => ({
  ...QUIET_PROJECT,
  '/v1/identity/': () => ({ json: { name: null, avatar: null } }),
  '/v1/account/': () => ({
    json: {
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: 'eip155:1',
          address: 'native',
          price: 2000,
          quantity: { decimals: '18', numeric: '2' },
        },
        {
          name: 'Foyer USD',
          symbol: 'fUSD',
          chainId: 'eip155:1',
          address: FUSD,
          price: 1,
          quantity: { decimals: '6', numeric: '100' },
        },
      ],
    },
  }),
  '/v1/convert/tokens': () => ({
    json: {
      tokens: [
        { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: null },
        { name: 'Foyer USD', symbol: 'fUSD', address: FUSD, decimals: 6, logoUri: null },
        { name: 'Foyer Token', symbol: 'FOY', address: FOY, decimals: 18, logoUri: null },
      ],
    },
  }),
  '/v1/convert/gas-price': () => ({ json: { standard: '1000000000', fast: '1', instant: '1' } }),
  '/v1/convert/quotes': (request: ApiRequest) => ({ json: { quotes: [quoteFor(request)] } }),
  '/v1/convert/allowance': () => ({ json: { allowance: '0' } }),
  '/v1/convert/build-approve': () => tx,
  '/v1/convert/build-transaction': () => tx,
  '/v1/fungible/price': () => ({ json: { fungibles: [] } }),
})

let server: LocalApi
let projects = 0
beforeAll(async () => {
  server = await startLocalApi(routes())
})
afterEach(() => {
  cleanup()
  for (const [path, handler] of Object.entries(routes())) server.on(path, handler)
})
afterAll(() => server.stop())

async function connected(options: { swaps?: boolean } = {}) {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const wallet = createMemoryWallet()
  const client = createTestClient({
    adapters: [wallet.adapter],
    networks: [mainnet],
    apiUrl: server.url,
    projectId: `swap-view-${++projects}`,
    features: { swaps: options.swaps ?? true, receive: true, send: true },
  })
  renderWithFoyer(null, client)
  await act(() => client.connect(wallet.connector.id))
  await waitFor(() => expect(client.stores.accounts.getState().eip155?.tokenBalance).toHaveLength(2))
  return { client, wallet }
}

async function openSwap() {
  const ready = await connected()
  act(() => ready.client.open({ view: 'Swap' }))
  await screen.findByRole('dialog', { name: 'Swap' })
  await screen.findByLabelText('You pay')
  return ready
}

/** Picks a token for one side through SwapSelectToken, by search. */
async function pick(side: RegExp, symbol: string) {
  fireEvent.click(screen.getByRole('button', { name: side }))
  await screen.findByRole('dialog', { name: 'Select token' })
  fireEvent.change(await screen.findByLabelText('Search tokens'), { target: { value: symbol } })
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${symbol}`) }))
  await screen.findByRole('dialog', { name: 'Swap' })
}

const action = () => screen.getAllByRole('button').find((button) => button.getAttribute('type') === 'submit')!

describe('Account', () => {
  it('offers Swap before Receive and Send once the dapp turns swaps on, and not otherwise', async () => {
    const { client } = await connected()
    act(() => client.open({ view: 'Account' }))
    const features = await screen.findByRole('list', { name: 'Wallet features' })
    expect(
      within(features)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Swap', 'Receive', 'Send'])
    cleanup()
    const off = await connected({ swaps: false })
    act(() => off.client.open({ view: 'Account' }))
    const without = await screen.findByRole('list', { name: 'Wallet features' })
    expect(within(without).queryByRole('button', { name: 'Swap' })).toBeNull()
  })
})

describe('Swap', () => {
  it('names the next step on its button: a token, an amount, the balance, then the review with the live quote', async () => {
    await openSwap()
    expect(screen.getByRole('button', { name: 'Token to pay: ETH' })).toBeDefined()
    expect(action().textContent).toBe('Select a token')
    await pick(/^Select token$/, 'fUSD')
    expect(action().textContent).toBe('Enter an amount')

    fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '5' } })
    await waitFor(() => expect(action().textContent).toBe('Insufficient balance'))
    expect((action() as HTMLButtonElement).disabled).toBe(true)

    fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '1' } })
    await waitFor(() => expect(action().textContent).toBe('Review swap'))
    expect(screen.getByTestId('foyer-swap-to-amount').textContent).toBe('2000')
    expect(screen.getByTestId('foyer-swap-rate').textContent).toBe('1 ETH = 2000 fUSD')
    expect(screen.getByTestId('foyer-swap-impact').textContent).toBe('0.30%')
    expect(screen.getByTestId('foyer-swap-fee').textContent).toBe('0.003 ETH')
    expect(screen.getByTestId('foyer-swap-minimum').textContent).toBe('1980 fUSD')
    expect(screen.getByTestId('foyer-swap-quote').getAttribute('aria-live')).toBe('polite')
  })

  it("says what is wrong with an amount in SPEC §5's words", async () => {
    await openSwap()
    await pick(/^Select token$/, 'fUSD')
    fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '1,5' } })
    expect((await screen.findByRole('alert')).textContent).toBe('"1,5" is not a valid decimal number')
    expect(screen.getByLabelText('You pay').getAttribute('aria-invalid')).toBe('true')
  })

  it('shows a failed quote and asks again on Try again, never showing a made-up quote', async () => {
    server.on('/v1/convert/quotes', () => ({ status: 503, json: { error: { code: 'X', message: 'down' } } }))
    await openSwap()
    await pick(/^Select token$/, 'fUSD')
    fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '1' } })
    await waitFor(() => expect(action().textContent).toBe('Try again'))
    expect(screen.getByRole('alert').textContent).toBe('No quote: HTTP status code: 503')
    expect(screen.getByTestId('foyer-swap-to-amount').textContent).toBe('0')
    server.on('/v1/convert/quotes', (request) => ({ json: { quotes: [quoteFor(request)] } }))
    fireEvent.click(action())
    await waitFor(() => expect(action().textContent).toBe('Review swap'))
  })

  it("says 'Network not supported for Swaps' and offers another network", async () => {
    server.on('/v1/convert/tokens', () => ({
      status: 400,
      json: { error: { code: 'UNSUPPORTED_CHAIN', message: 'Network not supported for Swaps' } },
    }))
    await connected().then(({ client }) => act(() => client.open({ view: 'Swap' })))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Network not supported for Swaps')
    expect(screen.getByRole('button', { name: 'Switch network' })).toBeDefined()
  })

  it('lists the visitor’s tokens first with their balances', async () => {
    await openSwap()
    fireEvent.click(screen.getByRole('button', { name: 'Token to pay: ETH' }))
    const list = await screen.findByTestId('foyer-swap-tokens')
    const rows = within(list).getAllByRole('button')
    // 2 ETH at $2000 before 100 fUSD at $1; FOY, not held, last.
    expect(rows.map((row) => row.querySelector('.foyer-token-row__title')?.textContent)).toEqual(['ETH', 'fUSD', 'FOY'])
    expect(rows[0]?.getAttribute('aria-current')).toBe('true')
    expect(rows[0]?.textContent).toContain('2.000$4,000.00')
  })

  it('approves the token first, then swaps it, and says what it got', async () => {
    const { client, wallet } = await openSwap()
    await pick(/^Token to pay/, 'fUSD')
    await pick(/^Select token$/, 'FOY')
    fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '10' } })
    await waitFor(() => expect(action().textContent).toBe('Review swap'))
    fireEvent.click(action())

    await screen.findByRole('dialog', { name: 'Review swap' })
    await screen.findByRole('button', { name: 'Approve fUSD' })
    expect(screen.getByTestId('foyer-swap-step').textContent).toBe(
      'Step 1 of 2First, allow the swap to spend your fUSD. Your wallet asks you to approve it.',
    )
    expect(screen.getByTestId('foyer-swap-pay').textContent).toBe('10 fUSD')
    expect(screen.getByTestId('foyer-swap-receive-min').textContent).toBe('4.95 FOY')
    fireEvent.click(screen.getByRole('button', { name: 'Approve fUSD' }))
    expect(await screen.findByText('fUSD approved')).toBeDefined()
    await waitFor(() =>
      expect(client.stores.toast.getState()).toMatchObject({ message: 'fUSD approved', variant: 'success' }),
    )

    fireEvent.click(screen.getByRole('button', { name: 'Swap' }))
    expect((await screen.findByTestId('foyer-swap-done')).textContent).toBe('You swapped 10 fUSD for 5 FOY.')
    expect(screen.getByText('Swap complete')).toBeDefined()
    expect(wallet.state.transactions).toHaveLength(2)
    await waitFor(() => expect(client.stores.toast.getState().message).toBe('Swapped 10 fUSD for 5 FOY'))
  })

  it("goes back to the filled form with 'User rejected the request' when the visitor says no", async () => {
    const { wallet } = await openSwap()
    await pick(/^Select token$/, 'fUSD')
    fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '1' } })
    await waitFor(() => expect(action().textContent).toBe('Review swap'))
    fireEvent.click(action())
    const swap = await screen.findByRole('button', { name: 'Swap' })
    wallet.state.nextAnswer = 'reject'
    fireEvent.click(swap)
    // The form's own error, in the dialog; the toast says it too, outside (its reopening races this check).
    const dialog = await screen.findByRole('dialog', { name: 'Swap' })
    expect((await within(dialog).findByRole('alert')).textContent).toBe('User rejected the request')
    expect((screen.getByLabelText('You pay') as HTMLInputElement).value).toBe('1')
  })
})
