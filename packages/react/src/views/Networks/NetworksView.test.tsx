// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryWallet } from '../../test/memoryWallet.ts'
import { base, mainnet, solanaDevnet } from '../../test/networks.ts'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'

afterEach(cleanup)

describe('Networks', () => {
  it('lists the networks of each chain under its name when the dapp offers several chains', async () => {
    const evm = createMemoryWallet()
    const solana = createMemoryWallet({ namespace: 'solana' })
    const client = createTestClient({
      networks: [mainnet, base, solanaDevnet],
      adapters: [evm.adapter, solana.adapter],
    })
    renderWithFoyer(null, client)
    act(() => client.open({ view: 'Networks' }))
    const evmList = await screen.findByRole('list', { name: 'Ethereum networks' })
    const names = (list: HTMLElement) =>
      within(list)
        .getAllByRole('button')
        .map((row) => row.querySelector('.foyer-wallet-row__name')?.textContent)
    expect(names(evmList)).toEqual(['Ethereum', 'Base'])
    expect(names(screen.getByRole('list', { name: 'Solana networks' }))).toEqual(['Solana Devnet'])
    expect(screen.getByRole('heading', { name: 'Solana' })).toBeDefined()
  })

  it('is one plain list when the dapp offers one chain', async () => {
    const { client } = renderWithFoyer(null)
    act(() => client.open({ view: 'Networks' }))
    expect(await screen.findByRole('list', { name: 'Networks' })).toBeDefined()
    expect(screen.queryByRole('heading', { name: 'Ethereum' })).toBeNull()
  })
})
