import type { Connector } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { orderConnectors } from './orderConnectors.ts'

const connector = (id: string, type: Connector['type'], chain: Connector['chain'] = 'eip155'): Connector => ({
  id,
  name: id,
  type,
  chain,
})

describe('orderConnectors', () => {
  const all = [
    connector('external', 'EXTERNAL'),
    connector('injected', 'INJECTED'),
    connector('announced', 'ANNOUNCED'),
    connector('walletConnect', 'WALLET_CONNECT'),
    connector('auth', 'AUTH'),
    connector('phantom', 'ANNOUNCED', 'solana'),
  ]

  it('follows SPEC §9: walletConnect, recent, injected, then external; the AUTH connector is no row', () => {
    const entries = orderConnectors(all, ['announced'])
    expect(entries.map(({ connector, tag }) => `${connector.id}:${tag ?? '-'}`)).toEqual([
      'walletConnect:-',
      'announced:recent',
      'injected:installed',
      'phantom:installed',
      'external:-',
    ])
  })

  it('keeps only the target chain when asked', () => {
    expect(orderConnectors(all, [], 'solana').map((entry) => entry.connector.id)).toEqual(['phantom'])
  })
})
