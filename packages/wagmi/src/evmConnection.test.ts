import type { AccountState, ChainsState } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { connectionEvents, evmConnectionOf } from './evmConnection.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const account = (status: AccountState['status'], address?: string): AccountState => ({
  status,
  ...(address ? { address } : {}),
  balanceLoading: false,
  preferredAccountType: 'eoa',
  currentTab: 0,
})
const chains = (networkId: string, unsupported?: number): ChainsState =>
  ({
    networks: [],
    activeNamespace: 'eip155',
    activeCaipNetworkId: networkId,
    networkIds: { eip155: networkId },
    unsupported: unsupported === undefined ? {} : { eip155: unsupported },
  }) as unknown as ChainsState // the fields the connection reads; networks are not among them

describe('evmConnectionOf', () => {
  it("gives the EVM account in use, checksummed, and its network's chain id", () => {
    expect(evmConnectionOf({ eip155: account('connected', ADDRESS.toLowerCase()) }, chains('eip155:31337'))).toEqual({
      address: ADDRESS,
      chainId: 31337,
    })
  })

  it('gives no address while Foyer is still reconnecting or disconnected', () => {
    expect(evmConnectionOf({ eip155: account('reconnecting', ADDRESS) }, chains('eip155:1'))).toEqual({ chainId: 1 })
    expect(evmConnectionOf({}, chains('eip155:1'))).toEqual({ chainId: 1 })
  })

  it("gives the wallet's own chain when it sits on one the dapp does not list", () => {
    expect(evmConnectionOf({ eip155: account('connected', ADDRESS) }, chains('eip155:1', 31339)).chainId).toBe(31339)
  })
})

describe('connectionEvents', () => {
  it('announces a new connection as connect, with the account and chain', () => {
    expect(connectionEvents({ chainId: 1 }, { address: ADDRESS, chainId: 1 })).toEqual([
      { type: 'connect', accounts: [ADDRESS], chainId: 1 },
    ])
  })

  it('announces an account change and a chain change as one change each, with only what changed', () => {
    expect(connectionEvents({ address: ADDRESS, chainId: 1 }, { address: OTHER, chainId: 1 })).toEqual([
      { type: 'change', accounts: [OTHER] },
    ])
    expect(connectionEvents({ address: ADDRESS, chainId: 1 }, { address: ADDRESS, chainId: 10 })).toEqual([
      { type: 'change', chainId: 10 },
    ])
  })

  it('announces the end of a connection as disconnect, and nothing when nothing changed', () => {
    expect(connectionEvents({ address: ADDRESS, chainId: 1 }, { chainId: 1 })).toEqual([{ type: 'disconnect' }])
    expect(connectionEvents({ address: ADDRESS, chainId: 1 }, { address: ADDRESS, chainId: 1 })).toEqual([])
    expect(connectionEvents({ chainId: 1 }, { chainId: 10 })).toEqual([])
  })
})
