import { describe, expect, it } from 'vitest'
import { testMainnet } from '../client/testNetworks.testing.ts'
import type { Account } from '../types/connector.ts'
import type { ConnectResult } from './ChainAdapter.ts'
import { type HeldConnection, oneConnection } from './oneConnection.ts'

const account: Account = { address: 'addr1', type: 'eoa' } as Account

/** A connection that records what it was asked, made (as an adapter's is) on the first use. */
function lazyConnection(options: { reconnects?: boolean } = {}) {
  const calls: string[] = []
  let made: HeldConnection | undefined
  const result = { accounts: [account], chainId: testMainnet.id } as unknown as ConnectResult
  const load = async () => {
    made ??= {
      connect: async ({ connectorId }) => {
        calls.push(`connect ${connectorId}`)
        return result
      },
      reconnect: async ({ connectorId }) => {
        calls.push(`reconnect ${connectorId}`)
        return options.reconnects === false ? undefined : result
      },
      disconnect: async () => {
        calls.push('disconnect')
      },
      accounts: () => [account],
      signMessage: async ({ message }) => `signed ${message}`,
    }
    return made
  }
  return { calls, adapter: oneConnection(load, () => made) }
}

describe('an adapter that holds one connection at a time', () => {
  it('has no accounts and nothing to end before its first connection', async () => {
    const { adapter, calls } = lazyConnection()
    expect(await adapter.getAccounts()).toEqual([])
    await adapter.disconnect()
    expect(calls).toEqual([])
  })

  it('ends the connection for the connector in use, and for no other', async () => {
    const { adapter, calls } = lazyConnection()
    await adapter.connect({ connectorId: 'phantom', network: testMainnet })
    await adapter.disconnect({ connectorId: 'solflare' })
    expect(calls).toEqual(['connect phantom'])
    await adapter.disconnect({ connectorId: 'phantom' })
    expect(calls).toEqual(['connect phantom', 'disconnect'])
    // Ended: that connector is no longer the one in use.
    await adapter.disconnect({ connectorId: 'phantom' })
    expect(calls).toEqual(['connect phantom', 'disconnect'])
  })

  it('connecting another wallet makes it the one a plain disconnect ends', async () => {
    const { adapter, calls } = lazyConnection()
    await adapter.connect({ connectorId: 'phantom', network: testMainnet })
    await adapter.connect({ connectorId: 'walletConnect', network: testMainnet })
    await adapter.disconnect({ connectorId: 'phantom' })
    expect(calls).toEqual(['connect phantom', 'connect walletConnect'])
    await adapter.disconnect()
    expect(calls.at(-1)).toBe('disconnect')
  })

  it('a reconnect the wallet no longer grants leaves nothing in use', async () => {
    const { adapter, calls } = lazyConnection({ reconnects: false })
    expect(await adapter.reconnect({ connectorId: 'phantom', network: testMainnet })).toBeUndefined()
    await adapter.disconnect({ connectorId: 'phantom' })
    expect(calls).toEqual(['reconnect phantom'])
  })

  it('a granted reconnect is the one in use, with its accounts, and signs through the connection', async () => {
    const { adapter, calls } = lazyConnection()
    await adapter.reconnect({ connectorId: 'phantom', network: testMainnet })
    expect(await adapter.getAccounts()).toEqual([account])
    expect(await adapter.signMessage({ message: 'hello', address: 'addr1' })).toBe('signed hello')
    await adapter.disconnect()
    expect(calls).toEqual(['reconnect phantom', 'disconnect'])
  })
})
