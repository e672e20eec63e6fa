import type { ChainAdapter, Network } from '@foyer/core'
import { type Devnet, startDevnet } from '@foyer/devnet'
import { createDevWallet, createMemoryStorage, type DevWallet } from '@foyer/test-wallets'
import { createWalletClient, custom, parseGwei, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildEvmAdapter, type EvmAdapterOptions } from './buildEvmAdapter.ts'
import { checkedProvider } from './checkedProvider.ts'
import type { Eip1193Provider } from './eip1193.ts'

// Sends from account 4 only (3 is there to switch to): the other EVM suites use 5..9 and assert their balances.
let devnet: Devnet
let l1: Network

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  l1 = devnet.networks.foyerDevnet
})
afterAll(async () => {
  await devnet?.stop()
})

const RECEIVER = '0x000000000000000000000000000000000000dEaD'
const gwei = (value: string) => toHex(parseGwei(value))

async function connected(options: EvmAdapterOptions = {}) {
  const wallet: DevWallet = createDevWallet({
    privateKeys: [devnet.accounts[4]!.privateKey, devnet.accounts[3]!.privateKey],
    chains: [{ chainId: 31337, rpcUrl: devnet.chains[0]!.rpcUrl, name: 'Foyer Devnet' }],
    storage: createMemoryStorage(),
  })
  const adapter: ChainAdapter = buildEvmAdapter({
    externalProviders: [{ id: 'dev', name: 'Dev Wallet', provider: wallet.provider }],
    providerWaitMs: 50,
    ...options,
  })
  await adapter.connect({ connectorId: 'dev', network: l1 })
  const provider = adapter.getProvider({ network: l1 }) as Eip1193Provider
  return { wallet, provider, from: wallet.address }
}

const reached = (wallet: DevWallet, method: string) => wallet.requests.filter((request) => request.method === method)

describe("the dapp's provider (SPEC §5 transaction checks)", () => {
  it('refuses a priority fee above the max fee as EIP-1193 invalid params, and the wallet is never asked', async () => {
    const { wallet, provider, from } = await connected()
    const sent = provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to: RECEIVER, maxFeePerGas: gwei('1'), maxPriorityFeePerGas: gwei('2') }],
    })
    await expect(sent).rejects.toMatchObject({
      code: -32602,
      message: 'Priority fee is above the max fee',
      data: { foyerCode: 'PRIORITY_FEE_ABOVE_MAX_FEE' },
    })
    expect(reached(wallet, 'eth_sendTransaction')).toEqual([])
  })

  it('hands a valid transaction to the wallet, which sends it', async () => {
    const { wallet, provider, from } = await connected()
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to: RECEIVER, value: '0x1', maxFeePerGas: gwei('100'), maxPriorityFeePerGas: gwei('1') }],
    })
    expect({ hash, outcomes: reached(wallet, 'eth_sendTransaction').map((request) => request.outcome) }).toEqual({
      hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      outcomes: ['ok'],
    })
  })

  it('holds transactions to the cap the dapp set in EvmAdapterOptions', async () => {
    const { wallet, provider, from } = await connected({ maxFeePerGasCap: parseGwei('50') })
    const sent = provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to: RECEIVER, gasPrice: gwei('51') }],
    })
    await expect(sent).rejects.toThrow('Max fee is above the cap of 50 gwei')
    expect(reached(wallet, 'eth_sendTransaction')).toEqual([])
  })

  it('checks eth_signTransaction as it checks eth_sendTransaction', async () => {
    const { wallet, provider, from } = await connected()
    const signed = provider.request({ method: 'eth_signTransaction', params: [{ from, to: '0xdead', chainId: '0x1' }] })
    await expect(signed).rejects.toThrow('Invalid to-address')
    expect(reached(wallet, 'eth_signTransaction')).toEqual([])
  })

  it('refuses a wallet_sendCalls batch with a call whose to-address is not an address', async () => {
    const { wallet, provider, from } = await connected()
    const batch = provider.request({
      method: 'wallet_sendCalls',
      params: [
        { version: '2.0.0', from, chainId: '0x7a69', atomicRequired: false, calls: [{ to: RECEIVER }, { to: '0x12' }] },
      ],
    })
    await expect(batch).rejects.toMatchObject({ code: -32602, message: 'Invalid to-address' })
    expect(reached(wallet, 'wallet_sendCalls')).toEqual([])
  })

  it('reads as viem’s InvalidParamsRpcError to a dapp on viem, with the check’s text in its details', async () => {
    const { provider, from } = await connected()
    const client = createWalletClient({ transport: custom(provider) })
    const sent = client.request({
      method: 'eth_sendTransaction',
      params: [{ from, to: RECEIVER, chainId: '0x0' }],
    })
    await expect(sent).rejects.toMatchObject({
      name: 'InvalidParamsRpcError',
      code: -32602,
      details: 'Invalid chain id',
    })
  })

  it("leaves the wallet's other requests and properties as they are", async () => {
    const { provider } = await connected()
    expect({
      chainId: await provider.request({ method: 'eth_chainId' }),
      isFoyerDevWallet: (provider as { isFoyerDevWallet?: boolean }).isFoyerDevWallet,
      has: 'isFoyerDevWallet' in provider,
    }).toEqual({ chainId: '0x7a69', isFoyerDevWallet: true, has: true })
  })

  it("passes the wallet's events on, and stops when the dapp removes its listener", async () => {
    const { wallet, provider } = await connected()
    const seen: unknown[] = []
    const listener = (addresses: unknown) => seen.push(addresses)
    provider.on?.('accountsChanged', listener)
    wallet.changeAccount(1)
    provider.removeListener?.('accountsChanged', listener)
    wallet.changeAccount(0)
    expect(seen).toEqual([[devnet.accounts[3]!.address]])
  })

  it('is one object per wallet, on every getProvider call', () => {
    const wallet: Eip1193Provider = { request: async () => null }
    expect(checkedProvider(wallet)).toBe(checkedProvider(wallet))
  })

  it('asks the wallet as it is for anything but a transaction', async () => {
    const asked: unknown[] = []
    const wallet: Eip1193Provider = { request: async (args) => asked.push(args) }
    await checkedProvider(wallet).request({ method: 'personal_sign', params: ['0xzz', 'not-an-address'] })
    expect(asked).toEqual([{ method: 'personal_sign', params: ['0xzz', 'not-an-address'] }])
  })
})
