import { describe, expect, it } from 'vitest'
import { evmChainIdOf } from '../chainIds.ts'
import { testFrameContext, testWallet } from '../frameContext.testing.ts'
import { networkHandlers } from './networkHandlers.ts'

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

const NO_SMART_ACCOUNTS = {
  smartAccountEnabledNetworks: [],
  entryPointAddress: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  networks: [],
} as const

function setup() {
  const { context } = testFrameContext()
  // The API's answer for a deployment with no bundler configured.
  context.api = {
    ...context.api,
    smartAccounts: async () => ({ ...NO_SMART_ACCOUNTS, networks: [], smartAccountEnabledNetworks: [] }),
  }
  const root = { dataset: {} as DOMStringMap }
  return { context, root, handlers: networkHandlers(context, root) }
}

describe('network, theme and account-type requests', () => {
  it('switches the EVM chain and reports it in GET_CHAIN_ID', async () => {
    const { handlers } = setup()
    expect(await handlers.SWITCH_NETWORK({ chainId: 'eip155:31337' }, 'a')).toEqual({ chainId: 31337 })
    expect(await handlers.GET_CHAIN_ID({}, 'b')).toEqual({ chainId: 31337 })
  })

  it('keeps the Solana network apart from the EVM chain', async () => {
    const { handlers, context } = setup()
    await handlers.SWITCH_NETWORK({ chainId: SOLANA_DEVNET }, 'a')
    expect(context.state.solanaNetwork).toBe(SOLANA_DEVNET)
    expect(context.state.evmChainId).toBe(1)
  })

  it('refuses a network it cannot name', async () => {
    const { handlers } = setup()
    await expect(handlers.SWITCH_NETWORK({ chainId: 'cosmos:hub' }, 'a')).rejects.toThrow('Network not supported')
  })

  it('follows the theme with a data attribute, never a style', async () => {
    const { handlers, root } = setup()
    await handlers.SYNC_THEME({ themeMode: 'dark' }, 'a')
    expect(root.dataset.theme).toBe('dark')
  })

  it('offers smart accounts on no network when the API names none, and refuses to switch to one', async () => {
    const { handlers, context } = setup()
    context.state.wallet = testWallet()
    expect(await handlers.GET_SMART_ACCOUNT_ENABLED_NETWORKS({}, 'a')).toEqual({ smartAccountEnabledNetworks: [] })
    await expect(handlers.INIT_SMART_ACCOUNT({}, 'b')).rejects.toThrow('Smart accounts are not enabled on chain 1')
    await expect(handlers.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' }, 'c')).rejects.toThrow(
      'Smart accounts are not enabled on chain 1',
    )
    expect(context.storage.accountType(context.state.wallet.signers.evm.address)).toBeUndefined()
  })

  it('answers the EOA address when the EOA is preferred', async () => {
    const { handlers, context } = setup()
    const wallet = testWallet()
    context.state.wallet = wallet
    context.state.session = { token: 't', expiresAt: '2099-01-01T00:00:00.000Z', email: 'a@example.test', wallet: null }
    expect(await handlers.SET_PREFERRED_ACCOUNT({ type: 'eoa' }, 'a')).toEqual({
      type: 'eoa',
      address: wallet.signers.evm.address,
    })
  })

  it('reads EVM chain ids in the three ways apps write them', () => {
    expect([evmChainIdOf(1), evmChainIdOf('1'), evmChainIdOf('eip155:1'), evmChainIdOf(SOLANA_DEVNET)]).toEqual([
      1,
      1,
      1,
      undefined,
    ])
  })
})
