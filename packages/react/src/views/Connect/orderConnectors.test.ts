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
