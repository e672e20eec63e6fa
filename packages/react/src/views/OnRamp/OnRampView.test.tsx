// @vitest-environment jsdom

import type { OnrampOptions, OnrampState } from '@foyer/core'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryWallet } from '../../test/memoryWallet.ts'
import { mainnet } from '../../test/networks.ts'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'

afterEach(cleanup)

const LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'bank_transfer', min: '10.00', max: '25000.00' },
]
const OPTIONS: OnrampOptions = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: LIMITS },
    { id: 'EUR', payment_method_limits: LIMITS },
  ],
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'eth', display_name: 'Ethereum', chain_id: mainnet.caipNetworkId, contract_address: '' }],
    },
  ],
}

async function open(view: 'OnRamp' | 'OnRampProgress', state: Partial<OnrampState> = {}) {
  const wallet = createMemoryWallet()
  const client = createTestClient({ adapters: [wallet.adapter], networks: [mainnet] })
  renderWithFoyer(null, client)
  await act(() => client.connect(wallet.connector.id))
  // The options as the API would have answered them: the view asks no more.
  client.stores.onramp.setState({ options: OPTIONS, optionsStatus: 'ready', ...state })
  act(() => client.open({ view }))
  return client
}

describe('OnRamp', () => {
  it('shows the card limits, then says why an amount outside them cannot be bought', async () => {
    await open('OnRamp')
    await screen.findByRole('dialog', { name: 'Buy crypto' })
    expect(await screen.findByText('10.00 to 7500.00 USD by card')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '7500.01' } })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter an amount between 10.00 and 7500.00 USD for card.',
    )
    expect(screen.getByRole('button', { name: 'Buy ETH' }).hasAttribute('disabled')).toBe(true)
  })

  it('bank transfer allows up to 25000.00', async () => {
    await open('OnRamp', { fiatAmount: '20000' })
    await screen.findByRole('dialog', { name: 'Buy crypto' })
    fireEvent.change(await screen.findByLabelText('Payment method'), { target: { value: 'bank_transfer' } })
    await waitFor(() => expect(screen.getByText('10.00 to 25000.00 USD by bank transfer')).toBeTruthy())
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the quote: what the visitor receives, the provider fee, the network fee and the total', async () => {
    await open('OnRamp', {
      fiatAmount: '100',
      quoteStatus: 'ready',
      quote: {
        quoteId: 'q',
        paymentTotal: { value: '100.00', currency: 'USD' },
        paymentSubtotal: { value: '98.40', currency: 'USD' },
        providerFee: { value: '1.50', currency: 'USD' },
        networkFee: { value: '0.10', currency: 'USD' },
        purchaseAmount: { value: '0.03936000', currency: 'ETH' },
      },
    })
    const quote = await screen.findByTestId('foyer-onramp-quote')
    expect(quote.textContent).toBe('You receive0.03936000 ETHProvider fee1.50 USDNetwork fee0.10 USDYou pay100.00 USD')
  })
})

describe('OnRampProgress', () => {
  it('waiting with the payment window closed offers to reopen it or go back', async () => {
    await open('OnRampProgress', {
      order: {
        status: 'waiting',
        popup: 'closed',
        symbol: 'ETH',
        startBalance: '1',
        url: 'http://127.0.0.1:1/order/x',
      },
    })
    await screen.findByRole('dialog', { name: 'Buying crypto' })
    expect(await screen.findByText('Waiting for your payment')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Waiting for your payment')
    expect(screen.getByText('The payment window was closed. Reopen it to pay, or go back.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reopen the payment page' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy()
  })

  it('a blocked popup leaves a link that opens the payment page in a new tab', async () => {
    await open('OnRampProgress', {
      order: {
        status: 'waiting',
        popup: 'blocked',
        symbol: 'ETH',
        startBalance: '1',
        url: 'http://127.0.0.1:1/order/x',
      },
    })
    const link = await screen.findByRole('link', { name: 'Open the payment page' })
    expect(link.getAttribute('href')).toBe('http://127.0.0.1:1/order/x')
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it('success says how much arrived', async () => {
    await open('OnRampProgress', {
      order: { status: 'success', popup: 'open', symbol: 'ETH', startBalance: '1', received: '0.03936' },
    })
    expect(await screen.findByText('You received 0.03936 ETH')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('You received 0.03936 ETH')
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy()
  })
})
