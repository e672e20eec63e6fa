import { FoyerError, type Network, UserRejectedError } from '@foyer/core'
import { type Devnet, startDevnet } from '@foyer/devnet'
import { FOYER_USD } from '@foyer/devnet/tokens'
import { createDevWallet, createMemoryStorage, type DevWallet } from '@foyer/test-wallets'
import { type Address, createPublicClient, encodeFunctionData, erc20Abi, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildEvmAdapter } from './buildEvmAdapter.ts'

// Accounts 7..9 only: other suites assert the balances of 0..4, the adapter's own suite uses 5 and 6.
let devnet: Devnet
let l1: Network
let l2: Network

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  l1 = devnet.networks.foyerDevnet
  l2 = devnet.networks.foyerDevnetL2
})
afterAll(async () => {
  await devnet?.stop()
})

const account = (index: number) => devnet.accounts[index]!

async function connectedAdapter(sender: number, chainId?: number) {
  const wallet: DevWallet = createDevWallet({
    privateKeys: [account(sender).privateKey],
    chains: [
      { chainId: 31337, rpcUrl: devnet.chains[0]!.rpcUrl, name: 'Foyer Devnet' },
      { chainId: 31338, rpcUrl: devnet.chains[1]!.rpcUrl, name: 'Foyer Devnet L2' },
    ],
    storage: createMemoryStorage(),
    ...(chainId ? { chainId } : {}),
  })
  const adapter = buildEvmAdapter({
    externalProviders: [{ id: 'dev', name: 'Dev Wallet', provider: wallet.provider }],
    providerWaitMs: 50,
  })
  await adapter.connect({ connectorId: 'dev', network: l1 })
  return { wallet, adapter, from: account(sender).address }
}

const reader = (network: Network) => createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
const tokenBalance = (network: Network, owner: Address) =>
  reader(network).readContract({ address: FOYER_USD.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

describe('EVM send', () => {
  it('estimates a network fee above 0 in the native currency, for ether and for an ERC-20', async () => {
    const { adapter, from } = await connectedAdapter(7)
    const native = await adapter.estimateTransferFee!({ from, to: account(8).address, amount: 1n, network: l1 })
    expect(native.value).toBeGreaterThan(0n)
    expect([native.decimals, native.symbol]).toEqual([18, l1.nativeCurrency.symbol])
    const erc20 = await adapter.estimateTransferFee!({
      from,
      to: account(8).address,
      amount: 1n,
      token: { address: FOYER_USD.address, decimals: FOYER_USD.decimals },
      network: l2,
    })
    expect(erc20.value).toBeGreaterThan(0n)
  })

  it('sends ether through the wallet; it lands and both balances change', async () => {
    const { adapter, from } = await connectedAdapter(7)
    const to = account(8).address
    const client = reader(l1)
    const [fromBefore, toBefore] = await Promise.all([
      client.getBalance({ address: from }),
      client.getBalance({ address: to }),
    ])
    const amount = parseEther('0.25')
    const hash = await adapter.sendTransfer!({ from, to, amount, network: l1 })
    expect(hash).toMatch(/^0x[\da-f]{64}$/)
    expect(await adapter.waitForTransaction!({ hash, network: l1, timeoutMs: 25_000 })).toBe('success')
    const receipt = await client.getTransactionReceipt({ hash: hash as Address })
    expect(await client.getBalance({ address: to })).toBe(toBefore + amount)
    expect(await client.getBalance({ address: from })).toBe(
      fromBefore - amount - receipt.gasUsed * receipt.effectiveGasPrice,
    )
  })

  it('sends fUSD (6 decimals) with transfer(to, amount); it lands and both token balances change', async () => {
    const { adapter, from } = await connectedAdapter(9, 31338)
    const to = account(8).address
    const [fromBefore, toBefore] = await Promise.all([tokenBalance(l2, from), tokenBalance(l2, to)])
    const amount = 12_500_000n // 12.5 fUSD
    const hash = await adapter.sendTransfer!({
      from,
      to,
      amount,
      token: { address: FOYER_USD.address, decimals: FOYER_USD.decimals },
      network: l2,
    })
    expect(await adapter.waitForTransaction!({ hash, network: l2, timeoutMs: 25_000 })).toBe('success')
    expect(await tokenBalance(l2, from)).toBe(fromBefore - amount)
    expect(await tokenBalance(l2, to)).toBe(toBefore + amount)
  })

  it('switches a wallet sitting on another chain before sending, so the transfer lands on the one asked for', async () => {
    const { adapter, wallet, from } = await connectedAdapter(9, 31338)
    const to = account(7).address
    const before = await reader(l1).getBalance({ address: to })
    const hash = await adapter.sendTransfer!({ from, to, amount: 1000n, network: l1 })
    expect(wallet.requests.some((request) => request.method === 'wallet_switchEthereumChain')).toBe(true)
    expect(await adapter.waitForTransaction!({ hash, network: l1, timeoutMs: 25_000 })).toBe('success')
    expect(await reader(l1).getBalance({ address: to })).toBe(before + 1000n)
  })

  it('fails with "User rejected the request" when the wallet user says no, and sends nothing', async () => {
    const { adapter, wallet, from } = await connectedAdapter(7)
    const nonce = await reader(l1).getTransactionCount({ address: from })
    wallet.setMode('reject')
    const failure = await adapter.sendTransfer!({ from, to: account(8).address, amount: 1n, network: l1 }).catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(UserRejectedError)
    expect((failure as Error).message).toBe('User rejected the request')
    expect(await reader(l1).getTransactionCount({ address: from })).toBe(nonce)
  })

  it('gives up waiting for a transaction the network never mines with TRANSACTION_TIMEOUT', async () => {
    const { adapter } = await connectedAdapter(7)
    const failure = await adapter.waitForTransaction!({
      hash: `0x${'ab'.repeat(32)}`,
      network: l1,
      timeoutMs: 50,
    }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(FoyerError)
    expect((failure as FoyerError).code).toBe('TRANSACTION_TIMEOUT')
  })

  it("refuses a token whose contract address is not an address with 'Invalid to-address', before the wallet is asked", async () => {
    const { adapter, wallet, from } = await connectedAdapter(7)
    wallet.clearRequests()
    const token = { address: '0xnot-a-token', decimals: 6 }
    await expect(
      adapter.sendTransfer!({ from, to: account(8).address, amount: 1n, token, network: l1 }),
    ).rejects.toThrow('Invalid to-address')
    expect(wallet.requests).toEqual([])
  })

  it("refuses a token transfer to a receiver that is not an address with 'Invalid to-address'", async () => {
    const { adapter, wallet, from } = await connectedAdapter(7)
    wallet.clearRequests()
    const token = { address: FOYER_USD.address, decimals: FOYER_USD.decimals }
    await expect(adapter.sendTransfer!({ from, to: '0x1234', amount: 1n, token, network: l1 })).rejects.toMatchObject({
      code: 'INVALID_TO_ADDRESS',
    })
    expect(wallet.requests).toEqual([])
  })

  it("refuses a network whose chain id is not above 0 with 'Invalid chain id', before the wallet is asked", async () => {
    const { adapter, wallet, from } = await connectedAdapter(7)
    wallet.clearRequests()
    const broken = { ...l1, id: 0 }
    await expect(adapter.sendTransfer!({ from, to: account(8).address, amount: 1n, network: broken })).rejects.toThrow(
      'Invalid chain id',
    )
    expect(wallet.requests).toEqual([])
  })

  it('refuses to send without a connected wallet', async () => {
    const adapter = buildEvmAdapter({ injected: false })
    await expect(
      adapter.sendTransfer!({ from: account(7).address, to: account(8).address, amount: 1n, network: l1 }),
    ).rejects.toThrow('Provider not found')
  })

  it('sends a transaction built elsewhere (an ERC-20 approval, as the swap API builds it) and it lands', async () => {
    const { adapter, from } = await connectedAdapter(9)
    const spender = account(8).address
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 4_321n] })
    const hash = await adapter.sendTransaction!({ from, to: FOYER_USD.address, data, value: 0n, network: l2 })
    expect(await adapter.waitForTransaction!({ hash, network: l2, timeoutMs: 20_000 })).toBe('success')
    const allowance = await reader(l2).readContract({
      address: FOYER_USD.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [from as Address, spender],
    })
    expect(allowance).toBe(4_321n)
  })

  it("refuses a built transaction to a contract that is not an address with 'Invalid to-address'", async () => {
    const { adapter, wallet, from } = await connectedAdapter(9)
    wallet.clearRequests()
    await expect(
      adapter.sendTransaction!({ from, to: '0x12', data: '0x', value: 0n, network: l1 }),
    ).rejects.toMatchObject({ code: 'INVALID_TO_ADDRESS' })
    expect(wallet.requests).toEqual([])
  })
})
