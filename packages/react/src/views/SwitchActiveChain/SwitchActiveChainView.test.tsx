// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryWallet } from '../../test/memoryWallet.ts'
import { mainnet, solanaDevnet } from '../../test/networks.ts'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'

afterEach(cleanup)

describe('SwitchActiveChain', () => {
  it('explains, in the words of the target chain, that it needs its own wallet, and continues to Connect in place', async () => {
    const evm = createMemoryWallet()
    const solana = createMemoryWallet({ namespace: 'solana', address: '7Np41oeYqPefeNQEHSv1UDhYrehxin3NStELsSKCT4K2' })
    const client = createTestClient({ networks: [mainnet, solanaDevnet], adapters: [evm.adapter, solana.adapter] })
    renderWithFoyer(null, client)
    act(() => client.open({ view: 'Account' }))
    act(() => client.push('SwitchActiveChain', { caipNetworkId: solanaDevnet.caipNetworkId }))
    expect(
      await screen.findByText('Solana Devnet runs on Solana. Connect a wallet for Solana to continue on this network.'),
    ).toBeDefined()

    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(client.stores.router.getState()).toMatchObject({
      view: 'Connect',
      history: ['Account', 'Connect'],
      data: { caipNetworkId: solanaDevnet.caipNetworkId },
    })
  })
})
