import { describe, expect, it, vi } from 'vitest'
import { createFoyerState } from '../client/createFoyerState.ts'
import { createMemoryStorage } from '../storage/storedItems.ts'
import { defineNetwork } from '../validation/networks.ts'
import type { ApiFlows } from './apiActions.ts'
import type { ApiFlowContext } from './apiContext.ts'
import { watchActiveAccount } from './followActiveAccount.ts'

const mainnet = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const ADDRESS = '0x00000000000000000000000000000000000000a1'

function setup() {
  const { context: state } = createFoyerState({ networks: [mainnet], adapters: [], storage: createMemoryStorage() })
  // The state's context plus the wiring's adapters (none here): what the page's API chunk hands the follower.
  const context = { ...state, adapters: new Map() } as unknown as ApiFlowContext
  const refreshTokenBalances = vi.fn(async () => {})
  const refreshIdentity = vi.fn(async () => {})
  const accountFlows = vi.fn(async () => ({ refreshTokenBalances, refreshIdentity }) as unknown as ApiFlows)
  const connect = (address = ADDRESS) =>
    context.accounts.setConnected('eip155', { connectorId: 'memory', address, caipAddress: `eip155:1:${address}` })
  return { context, accountFlows, refreshTokenBalances, refreshIdentity, connect }
}

describe('watchActiveAccount', () => {
  it('asks for the account flows only once an account is connected, then loads its balances and identity', async () => {
    const { context, accountFlows, refreshTokenBalances, refreshIdentity, connect } = setup()
    const stop = watchActiveAccount(context, accountFlows)
    expect(accountFlows).not.toHaveBeenCalled()
    connect()
    await vi.waitFor(() => expect(refreshTokenBalances).toHaveBeenCalledWith(context))
    expect(refreshIdentity).toHaveBeenCalledWith(context)
    expect(accountFlows).toHaveBeenCalledTimes(1)
    stop()
  })

  it('forgets whose balances were read when the account disconnects', async () => {
    const { context, accountFlows, refreshTokenBalances, connect } = setup()
    const stop = watchActiveAccount(context, accountFlows)
    connect()
    await vi.waitFor(() => expect(refreshTokenBalances).toHaveBeenCalledTimes(1))
    context.tokens.update({ key: `eip155:1:${ADDRESS}`, loading: true })
    context.accounts.reset('eip155')
    expect(context.tokens.store.getState()).toMatchObject({ key: undefined, loading: false })
    stop()
  })

  it('refreshes only the account still connected when the flows arrive', async () => {
    const { context, accountFlows, refreshTokenBalances, connect } = setup()
    let arrive: (flows: ApiFlows) => void = () => {}
    accountFlows.mockImplementationOnce(() => new Promise<ApiFlows>((resolve) => (arrive = resolve)))
    const stop = watchActiveAccount(context, accountFlows)
    connect()
    connect('0x00000000000000000000000000000000000000b2')
    await vi.waitFor(() => expect(refreshTokenBalances).toHaveBeenCalledTimes(1))
    arrive({ refreshTokenBalances, refreshIdentity: async () => {} } as unknown as ApiFlows)
    await new Promise((resolve) => setTimeout(resolve))
    expect(refreshTokenBalances).toHaveBeenCalledTimes(1)
    stop()
  })
})
