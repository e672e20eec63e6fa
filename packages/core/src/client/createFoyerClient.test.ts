import { describe, expect, it, vi } from 'vitest'
import type { StorageLike } from '../storage/storage.ts'
import { createMemoryStorage } from '../storage/storedItems.ts'
import { createFoyerClient } from './createFoyerClient.ts'
import { createMemoryWallet } from './memoryWallet.testing.ts'
import { testNetworks } from './testNetworks.testing.ts'
import type { FoyerOptions } from './types.ts'

const networks = testNetworks

function setup(overrides: Partial<FoyerOptions> = {}, walletOptions?: Parameters<typeof createMemoryWallet>[0]) {
  const wallet = createMemoryWallet(walletOptions)
  const storage: StorageLike = overrides.storage ?? createMemoryStorage()
  const client = createFoyerClient({ networks, adapters: [wallet.adapter], storage, ...overrides })
  return { client, wallet, storage }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createFoyerClient', () => {
  it('opens at Connect while disconnected and lists the wallets adapters discover', () => {
    const { client } = setup()
    client.open()
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('Connect')
    expect(client.stores.connectors.getState().connectors.map((connector) => connector.name)).toEqual(['Memory Wallet'])
  })

  it('connects a wallet, closes the modal, remembers it as recent and loads its balance', async () => {
    const { client, wallet } = setup()
    const connected = vi.fn()
    client.on('CONNECT_SUCCESS', connected)
    client.open()
    await client.connect('memory.wallet')
    await flush()
    const account = client.stores.accounts.getState().eip155
    expect(account).toMatchObject({ status: 'connected', address: wallet.address, connectorId: 'memory.wallet' })
    expect(account?.caipAddress).toBe(`eip155:1:${wallet.address}`)
    expect(account?.balance).toBe('1.234567')
    expect(client.stores.modal.getState().open).toBe(false)
    expect(client.stores.connectors.getState().recentWalletIds).toEqual(['memory.wallet'])
    expect(connected).toHaveBeenCalledWith({
      connectorId: 'memory.wallet',
      address: wallet.address,
      caipNetworkId: 'eip155:1',
    })
  })

  it("shows 'User rejected the request' when the visitor rejects, and connects on retry", async () => {
    const { client, wallet } = setup()
    client.open()
    wallet.state.nextAnswer = 'reject'
    await client.connect('memory.wallet')
    expect(client.stores.router.getState().view).toBe('ConnectingExternal')
    expect(client.stores.connecting.getState().error?.message).toBe('User rejected the request')
    expect(client.stores.accounts.getState().eip155?.status).toBe('disconnected')

    await client.connect('memory.wallet')
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
    expect(client.stores.router.getState().history).toEqual(['Connect', 'ConnectingExternal'])
  })

  it('keeps a new connection when an abandoned attempt fails afterwards', async () => {
    const { client, wallet } = setup()
    client.open()
    wallet.state.nextAnswer = 'hang'
    const abandoned = client.connect('memory.wallet')
    client.goBack()
    await client.connect('memory.wallet')
    await abandoned
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
    expect(client.stores.connecting.getState().error).toBeUndefined()
  })

  it('keeps the connected wallet connected when a second connect attempt is rejected', async () => {
    const { client, wallet } = setup()
    await client.connect('memory.wallet')
    client.open({ view: 'Connect' })
    wallet.state.nextAnswer = 'reject'
    await client.connect('memory.wallet')
    expect(client.stores.connecting.getState().error?.message).toBe('User rejected the request')
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
  })

  it("shows 'Failed to connect' when the wallet fails for another reason", async () => {
    const { client, wallet } = setup()
    client.open()
    wallet.state.nextAnswer = 'fail'
    await client.connect('memory.wallet')
    expect(client.stores.connecting.getState().error?.message).toBe('Failed to connect')
  })

  it("shows 'User rejected the request' for a rejection the provider wrapped in data.originalError", async () => {
    const { client, wallet } = setup()
    client.open()
    wallet.state.nextAnswer = 'wrapped-reject'
    await client.connect('memory.wallet')
    expect(client.stores.connecting.getState().error?.message).toBe('User rejected the request')
  })

  it("says 'Failed to disconnect connector' when the wallet fails to disconnect, and ends the session here", async () => {
    const { client, wallet } = setup()
    await client.connect('memory.wallet')
    wallet.state.disconnectFails = true
    await client.disconnect()
    expect(client.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      code: 'FAILED_TO_DISCONNECT_CONNECTOR',
    })
    expect(client.stores.accounts.getState().eip155?.status).toBe('disconnected')
  })

  it('does not bring back, after a reload, a session whose wallet failed to disconnect', async () => {
    const { client, wallet, storage } = setup({}, { approved: true })
    await client.connect('memory.wallet')
    wallet.state.disconnectFails = true
    await client.disconnect()
    client.destroy()
    const reloaded = setup({ storage }, { approved: true })
    await reloaded.client.ready()
    expect(reloaded.client.stores.accounts.getState().eip155?.status ?? 'disconnected').toBe('disconnected')
  })

  it('redirects connecting to UsageExceeded when the plan is over its limit, without asking the wallet', async () => {
    const { client, wallet } = setup()
    client.stores.plan.setState({ hasExceededUsageLimit: true })
    client.open()
    await client.connect('memory.wallet')
    expect(client.stores.router.getState().view).toBe('UsageExceeded')
    expect(wallet.state.approved).toBe(false)
  })

  it('restores the connection after a reload, and not after a disconnect', async () => {
    const { client, wallet, storage } = setup()
    await client.connect('memory.wallet')
    client.destroy()

    const reloaded = createFoyerClient({ networks, adapters: [wallet.adapter], storage })
    await flush()
    expect(reloaded.stores.accounts.getState().eip155?.status).toBe('connected')

    await reloaded.disconnect()
    expect(reloaded.stores.accounts.getState().eip155?.status).toBe('disconnected')
    const again = createFoyerClient({ networks, adapters: [wallet.adapter], storage })
    await flush()
    expect(again.stores.accounts.getState().eip155?.status ?? 'disconnected').toBe('disconnected')
  })

  it('shows Account instead of Connect when going back while connected, and closes with one entry', async () => {
    const { client } = setup()
    client.open()
    await client.connect('memory.wallet')
    client.open({ view: 'Connect' })
    client.push('AllWallets')
    client.goBack()
    expect(client.stores.router.getState().view).toBe('Account')
    client.goBack()
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('opens UnsupportedChain when the wallet is on a network the dapp does not list', async () => {
    const { client } = setup({}, { chainId: 999 })
    await client.connect('memory.wallet')
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('UnsupportedChain')
    expect(client.stores.chains.getState().unsupportedChainId).toBe(999)

    await client.switchNetwork('eip155:10')
    expect(client.stores.chains.getState()).toMatchObject({
      activeCaipNetworkId: 'eip155:10',
      unsupportedChainId: undefined,
    })
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('stays quiet on an unlisted network when unsupported chains are allowed', async () => {
    const { client } = setup({ allowUnsupportedChain: true }, { chainId: 999 })
    await client.connect('memory.wallet')
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('switches the network through the wallet, stores it, and keeps it after a reload', async () => {
    const { client, wallet, storage } = setup()
    await client.connect('memory.wallet')
    const switchPromise = client.switchNetwork('eip155:10')
    expect(client.stores.router.getState().view).toBe('SwitchNetwork')
    await switchPromise
    expect(client.stores.chains.getState().activeCaipNetworkId).toBe('eip155:10')
    expect(client.stores.accounts.getState().eip155?.caipAddress).toBe(`eip155:10:${wallet.address}`)

    const reloaded = createFoyerClient({ networks, adapters: [wallet.adapter], storage })
    expect(reloaded.stores.chains.getState().activeCaipNetworkId).toBe('eip155:10')
  })

  it('keeps SwitchNetwork open with the error when the visitor rejects the switch', async () => {
    const { client, wallet } = setup()
    await client.connect('memory.wallet')
    wallet.state.nextAnswer = 'reject'
    await client.switchNetwork('eip155:10')
    expect(client.stores.router.getState().view).toBe('SwitchNetwork')
    expect(client.stores.chains.getState().pendingSwitch?.error?.message).toBe('User rejected the request')
    expect(client.stores.chains.getState().activeCaipNetworkId).toBe('eip155:1')
  })

  it('switches locally, without a wallet, while disconnected', async () => {
    const { client } = setup()
    await client.switchNetwork('eip155:10')
    expect(client.stores.chains.getState().activeCaipNetworkId).toBe('eip155:10')
  })

  it("refuses a network outside the configured list with 'Network not found'", async () => {
    const { client } = setup()
    await expect(client.switchNetwork('eip155:5')).rejects.toThrow('Network not found')
  })

  it('follows the wallet when it changes network or account, and disconnects when it drops every account', async () => {
    const { client, wallet } = setup()
    await client.connect('memory.wallet')
    wallet.emit({ type: 'chainChanged', chainId: 10 })
    expect(client.stores.chains.getState().activeCaipNetworkId).toBe('eip155:10')
    wallet.emit({ type: 'accountsChanged', addresses: ['0x2222222222222222222222222222222222222222'] })
    expect(client.stores.accounts.getState().eip155?.address).toBe('0x2222222222222222222222222222222222222222')
    wallet.emit({ type: 'accountsChanged', addresses: [] })
    expect(client.stores.accounts.getState().eip155?.status).toBe('disconnected')
  })

  it('keeps the native balance 30 s by network and address across a reload, and refreshes past it on request', async () => {
    const { client, wallet, storage } = setup()
    await client.connect('memory.wallet')
    await flush()
    expect(wallet.state.balanceCalls).toBe(1)
    const stored = JSON.parse(storage.getItem('@foyer/cache/nativeBalance') ?? '{}')
    expect(stored.value[`eip155:1:${wallet.address}`]).toMatchObject({
      timestamp: expect.any(Number),
      value: { balance: '1.234567', symbol: 'ETH' },
    })
    client.destroy()

    const reloaded = setup({ storage }, { approved: true })
    await flush()
    expect(reloaded.client.stores.accounts.getState().eip155).toMatchObject({
      status: 'connected',
      balance: '1.234567',
    })
    expect(reloaded.wallet.state.balanceCalls).toBe(0)

    reloaded.wallet.state.balance = 2n * 10n ** 18n
    await reloaded.client.refreshBalance()
    expect(reloaded.wallet.state.balanceCalls).toBe(1)
    expect(reloaded.client.stores.accounts.getState().eip155?.balance).toBe('2')
  })

  it('starts each namespace from its stored preferred account type, and keeps the Account tab per namespace', async () => {
    const storage = createMemoryStorage()
    storage.setItem('@foyer/preferredAccountTypes', JSON.stringify({ v: 1, value: { eip155: 'eoa' } }))
    const { client } = setup({ storage, defaultAccountTypes: { solana: 'smartAccount' } })
    expect(client.stores.accounts.getState().eip155).toBeUndefined()
    await client.connect('memory.wallet')
    expect(client.stores.accounts.getState().eip155).toMatchObject({ preferredAccountType: 'eoa', currentTab: 0 })
    client.setAccountTab(1)
    expect(client.stores.accounts.getState().eip155?.currentTab).toBe(1)
  })

  it('blocks a balance retry for 30 s after a failure', async () => {
    const { client, wallet } = setup()
    wallet.state.balanceFails = true
    await client.connect('memory.wallet')
    await flush()
    const callsAfterFailure = wallet.state.balanceCalls
    wallet.state.balanceFails = false
    await client.refreshBalance()
    expect(wallet.state.balanceCalls).toBe(callsAfterFailure)
    expect(client.stores.accounts.getState().eip155?.balance).toBeUndefined()
  })
})
