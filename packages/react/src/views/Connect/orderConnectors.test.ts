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
const describeRow = (row: ConnectRow) =>
  row.kind === 'recommended' ? `${row.wallet.id}:recommended` : `${row.connector.id}:${row.tag ?? '-'}`

describe('connectRows', () => {
  const all = [
    connector('external', 'EXTERNAL'),
    connector('injected', 'INJECTED'),
    connector('announced', 'ANNOUNCED'),
    connector('walletConnect', 'WALLET_CONNECT'),
    connector('auth', 'AUTH'),
    connector('phantom', 'ANNOUNCED', 'solana'),
  ]
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

  it('keeps only the target chain when asked', () => {
    expect(rows(CONNECTOR_TYPE_ORDER, 'solana')).toEqual(['phantom:installed', 'registry-wallet:recommended'])
  })
})
