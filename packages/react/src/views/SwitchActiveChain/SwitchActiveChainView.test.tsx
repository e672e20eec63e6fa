// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithFoyer } from '../../test/renderWithFoyer.tsx'

afterEach(cleanup)

describe('SwitchActiveChain', () => {
  it('explains that the target chain needs its own wallet and continues to Connect in place', async () => {
    const { client } = renderWithFoyer(null)
    act(() => client.open({ view: 'Account' }))
    act(() => client.push('SwitchActiveChain', { caipNetworkId: 'eip155:8453' }))
    expect(
      await screen.findByText('Base runs on EVM. Connect a wallet for EVM to continue on this network.'),
    ).toBeDefined()

    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(client.stores.router.getState()).toMatchObject({
      view: 'Connect',
      history: ['Account', 'Connect'],
      data: { caipNetworkId: 'eip155:8453' },
    })
  })
})
