import { createFoyerClient, type FoyerClient } from '@foyer/core'
import { type Devnet, startDevnet } from '@foyer/devnet'
import { buildEvmAdapter } from '@foyer/evm'
import { createDevWallet, createMemoryStorage, type DevWallet, type StorageLike } from '@foyer/test-wallets'
import * as wagmi3 from '@wagmi/core'
import * as wagmi2 from '@wagmi/core-v2'
import { type Address, createPublicClient, type EIP1193Provider, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { foyer } from './foyerConnector.ts'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
})
afterAll(async () => {
  await devnet?.stop()
})

const account = (index: number) => devnet.accounts[index]!
const l1 = () => devnet.networks.foyerDevnet
const l2 = () => devnet.networks.foyerDevnetL2

/** One visit of the dapp: the Dev Wallet, a Foyer client over the EVM adapter, and wagmi's config with Foyer's connector. */
interface Visit {
  wallet: DevWallet
  client: FoyerClient
  config: wagmi3.Config
}

/** Where a visit keeps what survives a reload: the wallet's grant, Foyer's connection, wagmi's recent connector. */
interface Stored {
  wallet: StorageLike
  foyer: StorageLike
  wagmi: StorageLike
}
const newStorage = (): Stored => ({
  wallet: createMemoryStorage(),
  foyer: createMemoryStorage(),
  wagmi: createMemoryStorage(),
})

const versions = [
  ['wagmi 3', '3.', wagmi3],
  // wagmi 2's actions take wagmi 2's Config; its shape is the same where these tests touch it.
  ['wagmi 2', '2.', wagmi2 as unknown as typeof wagmi3],
] as const

describe.each(versions)('Foyer inside %s', (_, major, wagmi) => {
  it('runs against that major version of @wagmi/core', () => {
    expect(wagmi.version.startsWith(major)).toBe(true)
  })

  function visit(stored: Stored = newStorage()): Visit {
    const wallet = createDevWallet({
      privateKeys: [account(7).privateKey, account(8).privateKey],
      chains: devnet.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })) as [
        { chainId: number; rpcUrl: string; name: string },
      ],
      storage: stored.wallet,
    })
    const client = createFoyerClient({
      networks: [l1(), l2()],
      adapters: [
        buildEvmAdapter({
          injected: false,
          externalProviders: [{ id: 'dev', name: 'Dev Wallet', provider: wallet.provider }],
          providerWaitMs: 50,
        }),
      ],
      storage: stored.foyer,
    })
    const config = wagmi.createConfig({
      chains: [l1(), l2()],
      connectors: [foyer({ client })],
      transports: { [l1().id]: http(l1().rpcUrls.default.http[0]), [l2().id]: http(l2().rpcUrls.default.http[0]) },
      storage: wagmi.createStorage({ storage: stored.wagmi }),
      multiInjectedProviderDiscovery: false,
    })
    return { wallet, client, config }
  }
  const connector = ({ config }: Visit) => config.connectors[0]!
  const evmAccount = ({ client }: Visit) => client.stores.accounts.getState().eip155
  const foyerChainId = ({ client }: Visit) => client.stores.chains.getState().networkIds.eip155

  /** wagmi's connect, the visitor picking the Dev Wallet in Foyer's modal once it opened. */
  async function connectedVisit(stored?: Stored): Promise<Visit> {
    const current = visit(stored)
    const connecting = wagmi.connect(current.config, { connector: connector(current) })
    await expect.poll(() => current.client.stores.router.getState().view).toBe('Connect')
    await current.client.connect('dev')
    await connecting
    return current
  }

  it("connect opens Foyer's modal at Connect and resolves with the wallet the visitor picked there", async () => {
    const current = visit()
    const connecting = wagmi.connect(current.config, { connector: connector(current) })
    await expect.poll(() => current.client.stores.modal.getState().open).toBe(true)
    expect(current.client.stores.router.getState().view).toBe('Connect')
    await current.client.connect('dev')
    expect(await connecting).toMatchObject({ accounts: [account(7).address], chainId: 31337 })
    expect(wagmi.getAccount(current.config)).toMatchObject({
      status: 'connected',
      address: account(7).address,
      chainId: 31337,
    })
    expect(current.client.stores.modal.getState().open).toBe(false)
  })

  it('connect rejects with UserRejectedRequestError, saying Modal closed, when the visitor closes the modal', async () => {
    const current = visit()
    const connecting = wagmi.connect(current.config, { connector: connector(current) })
    await expect.poll(() => current.client.stores.modal.getState().open).toBe(true)
    current.client.close()
    await expect(connecting).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      cause: { message: 'Modal closed' },
    })
    expect(wagmi.getAccount(current.config).status).toBe('disconnected')
  })

  it("a wallet connected in Foyer's modal alone reaches wagmi", async () => {
    const current = visit()
    current.client.open()
    await current.client.connect('dev')
    await expect
      .poll(() => wagmi.getAccount(current.config))
      .toMatchObject({ status: 'connected', address: account(7).address, chainId: 31337 })
  })

  it("signs with useSignMessage's action through the wallet the visitor connected in Foyer", async () => {
    const current = await connectedVisit()
    const signature = await wagmi.signMessage(current.config, { message: 'gm from wagmi' })
    expect(await verifyMessage({ address: account(7).address, message: 'gm from wagmi', signature })).toBe(true)
  })

  it('sends a transaction through the wallet, and it lands on the devnet', async () => {
    const current = await connectedVisit()
    const receiver = account(9).address
    const node = createPublicClient({ transport: http(l1().rpcUrls.default.http[0]) })
    const before = await node.getBalance({ address: receiver })
    const hash = await wagmi.sendTransaction(current.config, { to: receiver, value: parseEther('0.01') })
    const receipt = await wagmi.waitForTransactionReceipt(current.config, { hash })
    expect(receipt.status).toBe('success')
    expect(await node.getBalance({ address: receiver })).toBe(before + parseEther('0.01'))
  })

  it("switchChain goes through Foyer: the wallet, Foyer's network and wagmi's chain all move", async () => {
    const current = await connectedVisit()
    const chain = await wagmi.switchChain(current.config, { chainId: 31338 })
    expect(chain.id).toBe(31338)
    expect(current.wallet.getState().chainId).toBe(31338)
    expect(foyerChainId(current)).toBe('eip155:31338')
    expect(wagmi.getAccount(current.config).chainId).toBe(31338)
  })

  it("a switch in Foyer's modal reaches wagmi", async () => {
    const current = await connectedVisit()
    await current.client.switchNetwork('eip155:31338')
    await expect.poll(() => wagmi.getAccount(current.config).chainId).toBe(31338)
  })

  it("a switch the visitor refuses rejects with UserRejectedRequestError and leaves Foyer's SwitchNetwork to retry", async () => {
    const current = await connectedVisit()
    current.wallet.setMode('reject')
    await expect(wagmi.switchChain(current.config, { chainId: 31338 })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      cause: { message: 'User rejected the request' },
    })
    expect(current.client.stores.router.getState().view).toBe('SwitchNetwork')
    expect(current.client.stores.chains.getState().pendingSwitch?.error?.message).toBe('User rejected the request')
    expect(wagmi.getAccount(current.config).chainId).toBe(31337)
  })

  it("the wallet's own account and chain changes reach wagmi through Foyer", async () => {
    const current = await connectedVisit()
    current.wallet.changeAccount(1)
    await expect.poll(() => wagmi.getAccount(current.config).address).toBe(account(8).address)
    current.wallet.switchChainExternally(31338)
    await expect.poll(() => wagmi.getAccount(current.config).chainId).toBe(31338)
  })

  it("disconnect from wagmi disconnects Foyer: the modal's account is gone", async () => {
    const current = await connectedVisit()
    await wagmi.disconnect(current.config)
    expect(evmAccount(current)?.status).toBe('disconnected')
    expect(wagmi.getAccount(current.config).status).toBe('disconnected')
  })

  it('disconnect from Foyer reaches wagmi, and connecting again through wagmi works', async () => {
    const current = await connectedVisit()
    await current.client.disconnect()
    await expect.poll(() => wagmi.getAccount(current.config).status).toBe('disconnected')
    const again = wagmi.connect(current.config, { connector: connector(current) })
    await expect.poll(() => current.client.stores.modal.getState().open).toBe(true)
    await current.client.connect('dev')
    await expect(again).resolves.toMatchObject({ accounts: [account(7).address] })
  })

  it("after a reload, wagmi's reconnect finds the connection Foyer restored, without opening the modal", async () => {
    const stored = newStorage()
    const first = await connectedVisit(stored)
    await wagmi.switchChain(first.config, { chainId: 31338 })
    first.client.destroy()

    const reloaded = visit(stored)
    expect(await connector(reloaded).isAuthorized()).toBe(true)
    expect(await connector(reloaded).getAccounts()).toEqual([account(7).address])
    const connections = await wagmi.reconnect(reloaded.config)
    expect(connections).toMatchObject([{ accounts: [account(7).address], chainId: 31338 }])
    expect(wagmi.getAccount(reloaded.config)).toMatchObject({ status: 'connected', address: account(7).address })
    expect(reloaded.client.stores.modal.getState().open).toBe(false)
  })

  it('after a reload with nothing to restore, reconnect leaves wagmi disconnected and the modal closed', async () => {
    const reloaded = visit()
    expect(await connector(reloaded).isAuthorized()).toBe(false)
    expect(await wagmi.reconnect(reloaded.config)).toEqual([])
    expect(wagmi.getAccount(reloaded.config).status).toBe('disconnected')
    expect(reloaded.client.stores.modal.getState().open).toBe(false)
  })

  it('getProvider is the EIP-1193 provider of the wallet in use', async () => {
    const current = await connectedVisit()
    // wagmi's Config types its connectors' providers as unknown; this one is Foyer's EIP-1193 provider.
    const provider = (await connector(current).getProvider()) as EIP1193Provider
    expect(provider).toBe(current.client.getProvider('eip155'))
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([account(7).address as Address])
  })
})
