import { describe, expect, it } from 'vitest'
import type { Connection } from '../types/connector.ts'
import { connectionRows } from './connectionRows.ts'

const connection = (connectorId: string, ...addresses: string[]): Connection => ({
  connectorId,
  accounts: addresses.map((address) => ({ address })),
  caipNetworkId: 'eip155:1',
})

describe('connectionRows', () => {
  const connections = [connection('gone', '0xc'), connection('kept', '0xb', '0xbb'), connection('used', '0xa', '0xaa')]

  it('lists the wallet in use first, then the ones kept, then the disconnected', () => {
    const rows = connectionRows({
      connections,
      disconnectedIds: ['gone'],
      inUse: { connectorId: 'used', address: '0xaa' },
    })
    expect(rows.map((row) => [row.connectorId, row.status])).toEqual([
      ['used', 'connected'],
      ['kept', 'active'],
      ['gone', 'disconnected'],
    ])
  })

  it('marks the address in use for the wallet in use, and the first account for the others', () => {
    const rows = connectionRows({ connections, disconnectedIds: [], inUse: { connectorId: 'used', address: '0xaa' } })
    expect(rows.map((row) => row.address)).toEqual(['0xaa', '0xc', '0xb'])
  })

  it('has no wallet in use while the namespace is not connected', () => {
    const rows = connectionRows({ connections, disconnectedIds: ['gone'] })
    expect(rows.every((row) => row.status !== 'connected')).toBe(true)
  })
})
