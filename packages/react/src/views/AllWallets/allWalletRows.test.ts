import type { Connector, RegistryState, RegistryWallet } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { allWalletRows, type WalletListRow } from './allWalletRows.ts'

const registryWallet = (id: string): RegistryWallet => ({ id, name: `Wallet ${id}`, chains: [] })
const installed: Connector = { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' }
const keys = (rows: WalletListRow[]) => rows.map((row) => row.key)

describe('allWalletRows', () => {
  const registry: RegistryState = {
    recommended: [],
    recommendedStatus: 'loaded',
    featured: [registryWallet('f2'), registryWallet('f1')],
    featuredStatus: 'loaded',
    ranked: [],
    rankedStatus: 'loaded',
    wallets: [registryWallet('r1'), registryWallet('f1'), registryWallet('r2')],
    page: 1,
    count: 3,
    status: 'loaded',
    search: { query: '', wallets: [], status: 'idle' },
  }

  it('lists the featured wallets first in the dapp’s order, then installed, custom and the registry, each once', () => {
    const rows = allWalletRows({
      connectors: [installed],
      registry,
      custom: [registryWallet('c1')],
      query: '',
      apiEnabled: true,
    })
    expect(keys(rows)).toEqual([
      'registry:f2',
      'registry:f1',
      'own:eip155:io.rabby',
      'registry:c1',
      'registry:r1',
      'registry:r2',
    ])
  })

  it('narrows the featured and custom wallets by the search too', () => {
    const rows = allWalletRows({
      connectors: [],
      registry: { ...registry, search: { query: 'f1', wallets: [registryWallet('f1')], status: 'loaded' } },
      custom: [registryWallet('c1')],
      query: 'f1',
      apiEnabled: true,
    })
    expect(keys(rows)).toEqual(['registry:f1'])
  })
})
