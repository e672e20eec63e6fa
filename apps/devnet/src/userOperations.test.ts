import { createPublicClient, type Hex, http, type PublicClient, parseEther } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from './accounts.ts'
import { startBundler } from './bundler.ts'
import { ENTRY_POINT_07_ADDRESS } from './bundlerConfig.ts'
import { type Devnet, startDevnet } from './devnet.ts'
import { entryPoint07Address } from './entryPoint.ts'
import { DEVNET_L2_CHAIN_ID } from './networks.ts'
import { devnetSmartAccount } from './smartAccounts.ts'

const owner = privateKeyToAccount(DEVNET_ACCOUNTS[5]!.privateKey)
const receivers = [DEVNET_ACCOUNTS[6]!.address, DEVNET_ACCOUNTS[7]!.address] as const

describe('the devnet ERC-4337 stack', () => {
  let devnet: Devnet
  let l2: PublicClient

  beforeAll(async () => {
    devnet = await startDevnet({ ports: [0, 0], bundlers: true })
    l2 = createPublicClient({ chain: devnet.networks.foyerDevnetL2, transport: http(devnet.chains[1]!.rpcUrl) })
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  it('puts the shipped EntryPoint 0.7 at its canonical address on both chains', async () => {
    expect(entryPoint07Address()).toBe(ENTRY_POINT_07_ADDRESS)
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(await client.getCode({ address: ENTRY_POINT_07_ADDRESS })).toMatch(/^0x[0-9a-f]{1000,}$/)
    }
  })

  it('runs one bundler, for the L2, that serves EntryPoint 0.7', async () => {
    expect(devnet.bundlers.map(({ chainId }) => chainId)).toEqual([DEVNET_L2_CHAIN_ID])
    const response = await fetch(devnet.bundlers[0]!.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    })
    expect(((await response.json()) as { result: string[] }).result).toEqual([ENTRY_POINT_07_ADDRESS])
  })

  it('deploys a FoyerSmartAccount and runs a batch of two transfers in its first user operation', async () => {
    const account = await devnetSmartAccount({ client: l2, owner, salt: '0x4337' })
    const test = await fetch(devnet.chains[1]!.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setBalance',
        params: [account.address, '0xde0b6b3a7640000'],
      }),
    })
    expect(test.ok).toBe(true)
    const before = await Promise.all(receivers.map((address) => l2.getBalance({ address })))
    const bundler = createBundlerClient({
      client: l2,
      transport: http(devnet.bundlers[0]!.url),
      pollingInterval: 100,
      userOperation: {
        estimateFeesPerGas: async ({ bundlerClient }) => {
          const prices = (await bundlerClient.request({
            // Alto's gas-price method: what its mempool accepts right now.
            method: 'pimlico_getUserOperationGasPrice' as 'eth_chainId',
          })) as unknown as { fast: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } }
          return {
            maxFeePerGas: BigInt(prices.fast.maxFeePerGas),
            maxPriorityFeePerGas: BigInt(prices.fast.maxPriorityFeePerGas),
          }
        },
      },
    })
    const hash = await bundler.sendUserOperation({
      account,
      calls: receivers.map((to) => ({ to, value: parseEther('0.01') })),
    })
    const receipt = await bundler.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(await l2.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+$/)
    const after = await Promise.all(receivers.map((address) => l2.getBalance({ address })))
    expect(after.map((balance, index) => balance - before[index]!)).toEqual([parseEther('0.01'), parseEther('0.01')])
  })

  // Last: the refused bundler starts with the same keys as the running one.
  it('refuses a port another bundler holds rather than answering through it', async () => {
    const taken = Number(new URL(devnet.bundlers[0]!.url).port)
    await expect(
      startBundler({ rpcUrl: devnet.chains[1]!.rpcUrl, port: taken, readyTimeoutMs: 60_000 }),
    ).rejects.toThrow(/The bundler exited before it was ready/)
  })
})
