// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryWallet } from '../../test/memoryWallet.ts'
import { mainnet, solanaDevnet } from '../../test/networks.ts'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'

afterEach(cleanup)

const SOLANA_ADDRESS = '7Np41oeYqPefeNQEHSv1UDhYrehxin3NStELsSKCT4K2'

function multiChainWallet() {
  const evm = createMemoryWallet({ connector: { id: 'dev.foyer.wallet', name: 'Dev Wallet' } })
  const solana = createMemoryWallet({
    namespace: 'solana',
    address: SOLANA_ADDRESS,
    chainId: solanaDevnet.id,
    connector: { id: 'wallet-standard:Dev Wallet', name: 'Dev Wallet' },
  })
  const client = createTestClient({ networks: [mainnet, solanaDevnet], adapters: [evm.adapter, solana.adapter] })
  renderWithFoyer(null, client)
  return { client, evm, solana }
}

describe('a wallet found on several chains', () => {
  it('is one row in Connect, which asks for the chain, and the chosen chain connects', async () => {
    const { client } = multiChainWallet()
    act(() => client.open())
    const list = await screen.findByRole('list', { name: 'Connect Wallet' })
    const rows = within(list).getAllByRole('button', { name: /Dev Wallet/ })
    expect(rows).toHaveLength(1)
    expect(rows[0]?.querySelector('.foyer-wallet-row__label')?.textContent).toBe('Ethereum · Solana')
    fireEvent.click(rows[0] as HTMLElement)

    expect(await screen.findByRole('dialog', { name: 'Dev Wallet' })).toBeDefined()
    const chains = await screen.findByRole('list', { name: 'Select a chain' })
    const names = within(chains)
      .getAllByRole('button')
      .map((row) => row.querySelector('.foyer-wallet-row__name')?.textContent)
    expect(names).toEqual(['Ethereum', 'Solana'])
    fireEvent.click(within(chains).getByRole('button', { name: 'Solana' }))
    await vi.waitFor(() => expect(client.stores.accounts.getState().solana?.status).toBe('connected'))
    expect(client.stores.accounts.getState().solana?.address).toBe(SOLANA_ADDRESS)
    expect(client.stores.accounts.getState().eip155?.status ?? 'disconnected').toBe('disconnected')
  })
})
