import { describe, expect, it } from 'vitest'
import { FoyerError } from '../errors/errors.ts'
import type { Connection } from '../types/connector.ts'
import { assertConnectorStatus, getConnectorStatus } from './connectorStatus.ts'

const connections: Connection[] = [
  {
    connectorId: 'io.metamask',
    accounts: [{ address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045' }],
    caipNetworkId: 'eip155:1',
  },
  {
    connectorId: 'walletConnect',
    accounts: [{ address: '0x0000000000000000000000000000000000000001' }],
    caipNetworkId: 'eip155:1',
  },
]

describe('getConnectorStatus', () => {
  it('is connected for the active connector', () => {
    expect(getConnectorStatus({ connectorId: 'io.metamask', activeConnectorId: 'io.metamask', connections })).toBe(
      'connected',
    )
  })

  it('is connected for the active connector even before its connection is stored', () => {
    expect(getConnectorStatus({ connectorId: 'app.phantom', activeConnectorId: 'app.phantom', connections: [] })).toBe(
      'connected',
    )
  })

  it('is active for a connector with a stored connection that is not the active one', () => {
    expect(getConnectorStatus({ connectorId: 'walletConnect', activeConnectorId: 'io.metamask', connections })).toBe(
      'active',
    )
  })

  it('is disconnected for a connector with no stored connection', () => {
    expect(getConnectorStatus({ connectorId: 'app.phantom', activeConnectorId: 'io.metamask', connections })).toBe(
      'disconnected',
    )
    expect(getConnectorStatus({ connectorId: 'app.phantom', connections: [] })).toBe('disconnected')
  })
})

describe('assertConnectorStatus', () => {
  it('returns each of the three statuses as it is', () => {
    for (const status of ['connected', 'active', 'disconnected']) expect(assertConnectorStatus(status)).toBe(status)
  })

  it("raises 'Invalid connection status' for any other value", () => {
    for (const value of ['connecting', 'Connected', '']) {
      expect(() => assertConnectorStatus(value)).toThrow(FoyerError)
      expect(() => assertConnectorStatus(value)).toThrow('Invalid connection status')
    }
  })

  it('gives the error the INVALID_CONNECTION_STATUS code', () => {
    let thrown: unknown
    try {
      assertConnectorStatus('reconnecting')
    } catch (error) {
      thrown = error
    }
    expect(thrown).toMatchObject({ code: 'INVALID_CONNECTION_STATUS', message: 'Invalid connection status' })
  })
})
