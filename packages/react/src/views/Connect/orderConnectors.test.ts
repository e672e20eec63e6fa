import { CONNECTOR_TYPE_ORDER, type Connector, type ConnectorGroup, type RegistryWallet } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { type ConnectRow, connectRows } from './orderConnectors.ts'

const connector = (id: string, type: Connector['type'], chain: Connector['chain'] = 'eip155'): Connector => ({
  id,
  name: id,
  type,
  chain,
})
const recommended: RegistryWallet[] = [{ id: 'registry-wallet', name: 'Registry Wallet', chains: [] }]
const describeRow = (row: ConnectRow) => {
  if (row.kind === 'recommended') return `${row.wallet.id}:recommended`
  if (row.kind === 'multiChain') return `${row.name}:${row.connectors.map((c) => c.chain).join('+')}:${row.tag ?? '-'}`
  return `${row.connector.id}:${row.tag ?? '-'}`
}

describe('connectRows', () => {
  const all = [
    connector('external', 'EXTERNAL'),
    connector('injected', 'INJECTED'),
    connector('announced', 'ANNOUNCED'),
    connector('walletConnect', 'WALLET_CONNECT'),
    connector('auth', 'AUTH'),
    connector('phantom', 'ANNOUNCED', 'solana'),
  ]
  const withBoth = [...all, { ...connector('injected', 'ANNOUNCED', 'solana'), id: 'wallet-standard:injected' }]
  const rows = (order: readonly ConnectorGroup[] = CONNECTOR_TYPE_ORDER, namespace?: 'solana') =>
    connectRows({ connectors: all, recentWalletIds: ['announced'], recommended, order, namespace }).map(describeRow)

  it('follows SPEC §9 by default: walletConnect, recent, injected, external, recommended; AUTH is no row', () => {
    expect(rows()).toEqual([
      'walletConnect:-',
      'announced:recent',
      'injected:installed',
      'phantom:installed',
      'external:-',
      'registry-wallet:recommended',
    ])
  })

  it("follows the dapp's connectOrder, recommended wallets included", () => {
    expect(rows(['recommended', 'injected', 'recent', 'walletConnect'])).toEqual([
      'registry-wallet:recommended',
      'injected:installed',
      'phantom:installed',
      'announced:recent',
      'walletConnect:-',
      'external:-',
    ])
  })

  it('makes one row of a wallet found on two chains, tagged as its first side', () => {
    expect(
      connectRows({ connectors: withBoth, recentWalletIds: [], recommended: [], order: CONNECTOR_TYPE_ORDER }).map(
        describeRow,
      ),
    ).toContain('injected:eip155+solana:installed')
  })

  it('keeps only the target chain when asked', () => {
    expect(rows(CONNECTOR_TYPE_ORDER, 'solana')).toEqual(['phantom:installed', 'registry-wallet:recommended'])
  })
})

describe('connectRows with the dapp’s wallet list', () => {
  const found = [
    connector('walletConnect', 'WALLET_CONNECT'),
    connector('external', 'EXTERNAL'),
    { ...connector('zeta', 'ANNOUNCED'), info: { rdns: 'io.zeta' } },
    { ...connector('alpha', 'ANNOUNCED'), info: { rdns: 'io.alpha' } },
    connector('unranked', 'INJECTED'),
  ]
  const featured: RegistryWallet[] = [
    { id: 'featured-b', name: 'Featured B', chains: [] },
    { id: 'featured-a', name: 'Featured A', chains: [] },
  ]
  const custom: RegistryWallet[] = [{ id: 'in-house', name: 'In-House', chains: [], mobileLink: 'inhouse://' }]
  const ranked: RegistryWallet[] = [
    { id: 'alpha-id', name: 'Alpha', rdns: 'io.alpha', chains: [] },
    { id: 'zeta-id', name: 'Zeta', rdns: 'io.zeta', chains: [] },
  ]
  const names = (rows: ConnectRow[]) =>
    rows.map((row) => (row.kind === 'recommended' ? row.wallet.id : row.kind === 'connector' ? row.connector.id : ''))

  it('puts featured and custom wallets in their SPEC §9 slots: after the injected ones, before external', () => {
    const rows = connectRows({
      connectors: found,
      recentWalletIds: [],
      recommended,
      featured,
      custom,
      order: CONNECTOR_TYPE_ORDER,
    })
    expect(names(rows)).toEqual([
      'walletConnect',
      'zeta',
      'alpha',
      'unranked',
      'featured-b',
      'featured-a',
      'in-house',
      'external',
      'registry-wallet',
    ])
  })

  it('lists the installed wallets by the registry’s rank (the rank prefetch), unranked ones after', () => {
    const rows = connectRows({ connectors: found, recentWalletIds: [], recommended: [], ranked, order: ['injected'] })
    expect(names(rows).slice(0, 3)).toEqual(['alpha', 'zeta', 'unranked'])
  })
})
