import {
  DEVNET_POOLS,
  DEVNET_SWAP_CONTRACTS,
  type Devnet,
  devnetSmartAccount,
  FOYER_TOKEN,
  pinPairAsFirstDeposit,
  SMART_ACCOUNT_FACTORY_ADDRESS,
  startDevnet,
  WETH9_ADDRESS,
} from '@foyer/devnet'
import {
  createPublicClient,
  createTestClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  isErc6492Signature,
  parseAbi,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEPLOYS_SMART_ACCOUNT, describeRequest } from '../signers/describeRequest.ts'
import { ENTRY_POINT_07 } from '../signers/entryPoint.ts'
import { cannotPay } from '../signers/smartAccountSigner.ts'
import { approvalVisitor } from './frameContext.testing.ts'
import { type SiteStack, startSiteStack } from './siteStack.testing.ts'

// The frame's smart account end to end in node: the real API (its smart-account config and bundler proxy) behind
// the real secure-site server, Anvil with EntryPoint 0.7 and the FoyerSmartAccount factory, and Alto bundling.
let devnet: Devnet
let stack: SiteStack
const L2 = 31338

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0], bundlers: true })
  const bundlerUrl = devnet.bundlers[0]!.url
  stack = await startSiteStack(
    devnet.chains.map((chain) =>
      chain.chainId === L2
        ? { ...chain, smartAccount: { bundlerUrl, factoryAddress: SMART_ACCOUNT_FACTORY_ADDRESS } }
        : chain,
    ),
  )
})
afterAll(async () => {
  await stack?.stop()
  await devnet?.stop()
})

const l2 = () => createPublicClient({ transport: http(devnet.chains[1]!.rpcUrl) })
const testClient = () => createTestClient({ mode: 'anvil', transport: http(devnet.chains[1]!.rpcUrl) })
const SWAP_ABI = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
])
const fund = (address: Hex) =>
  testClient().setBalance({
    address,
    value: parseEther('1'),
  })

async function loggedInOnL2(email: string, ...approvals: ('approve' | 'reject')[]) {
  const page = stack.framePage(stack.browser('a long recovery password'), ...approvals)
  // The real approval screen's text comes from describeRequest; the visitor sees what it says.
  page.context.describeRequest = (method, params, extra) => describeRequest(method, params, extra)
  await stack.logIn(page, email)
  await page.handlers.GET_USER({}, 'login')
  await page.handlers.SWITCH_NETWORK({ chainId: L2 }, 'switch')
  return page
}

describe('the smart account through the frame, the API and the bundler', () => {
  it('names the L2 as the one smart-account network and switches only there', async () => {
    const page = await loggedInOnL2('sam@example.test')
    expect(await page.handlers.GET_SMART_ACCOUNT_ENABLED_NETWORKS({}, 'a')).toEqual({
      smartAccountEnabledNetworks: [L2],
    })
    await page.handlers.SWITCH_NETWORK({ chainId: 31337 }, 'b')
    await expect(page.handlers.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' }, 'c')).rejects.toThrow(
      'Smart accounts are not enabled on chain 31337',
    )
    await page.handlers.SWITCH_NETWORK({ chainId: L2 }, 'd')
    const { address, isDeployed } = await page.handlers.INIT_SMART_ACCOUNT({}, 'e')
    expect(isDeployed).toBe(false)
    expect(await page.handlers.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' }, 'f')).toEqual({
      type: 'smartAccount',
      address,
    })
    const user = await page.handlers.GET_USER({}, 'g')
    expect(user.address).toBe(address)
    expect(user.preferredAccountType).toBe('smartAccount')
    expect(user.smartAccountDeployed).toBe(false)
    expect(user.accounts?.filter((account) => account.namespace === 'eip155').map((account) => account.type)).toEqual([
      'eoa',
      'smartAccount',
    ])
    expect(await page.handlers.RPC_REQUEST({ method: 'eth_accounts' }, 'h')).toEqual({ result: [address] })
    expect(await page.handlers.RPC_REQUEST({ method: 'wallet_getCapabilities', params: [address] }, 'i')).toEqual({
      result: { '0x7a6a': { atomic: { status: 'supported' } } },
    })
  })

  it('acts with the type the app prefers in GET_USER, and only where the chain has smart accounts', async () => {
    const page = await loggedInOnL2('pat@example.test')
    const onL2 = await page.handlers.GET_USER({ chainId: L2, preferredAccountType: 'smartAccount' }, 'a')
    expect(onL2.preferredAccountType).toBe('smartAccount')
    expect(onL2.address).toBe(onL2.accounts?.find((account) => account.type === 'smartAccount')?.address)
    await page.handlers.SWITCH_NETWORK({ chainId: 31337 }, 'b')
    const onL1 = await page.handlers.GET_USER({ chainId: 31337, preferredAccountType: 'smartAccount' }, 'c')
    expect(onL1.preferredAccountType).toBe('eoa')
    await page.handlers.SWITCH_NETWORK({ chainId: L2 }, 'd')
    expect((await page.handlers.GET_USER({ chainId: L2, preferredAccountType: 'eoa' }, 'e')).preferredAccountType).toBe(
      'eoa',
    )
  })

  it('sends two transfers as one wallet_sendCalls, shown as one approval, and both land', async () => {
    const page = await loggedInOnL2('batch@example.test')
    const visitor = approvalVisitor('approve')
    page.context.approval = visitor.prompt
    const { address } = await page.handlers.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' }, 'a')
    await fund(address as Hex)
    const [first, second] = [devnet.accounts[8]!.address, devnet.accounts[9]!.address]
    const before = await Promise.all([first, second].map((to) => l2().getBalance({ address: to })))
    const sent = await page.handlers.RPC_REQUEST(
      {
        method: 'wallet_sendCalls',
        chainId: `eip155:${L2}`,
        params: [
          {
            version: '2.0.0',
            chainId: `0x${L2.toString(16)}`,
            from: address,
            atomicRequired: true,
            calls: [
              { to: first, value: '0x2386f26fc10000' },
              { to: second, value: '0x2386f26fc10000' },
            ],
          },
        ],
      },
      'b',
    )
    const id = (sent.result as { id: string }).id
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    // Asked at once, before the bundler has it on chain: pending (or already confirmed), never unknown.
    const firstStatus = await page.handlers.RPC_REQUEST({ method: 'wallet_getCallsStatus', params: [id] }, 'status')
    expect([100, 200]).toContain((firstStatus.result as { status: number }).status)
    expect(visitor.seen.map(({ description }) => description.title)).toEqual(['Send 2 calls in one transaction'])
    expect(visitor.seen[0]!.description.rows.slice(0, 3)).toEqual([
      ['From', `${address} (smart account)`],
      ['Account', DEPLOYS_SMART_ACCOUNT],
      ['Call 1: To', first],
    ])
    await expect
      .poll(
        async () =>
          (
            (await page.handlers.RPC_REQUEST({ method: 'wallet_getCallsStatus', params: [id] }, crypto.randomUUID()))
              .result as { status: number }
          ).status,
        { timeout: 30_000, interval: 200 },
      )
      .toBe(200)
    const after = await Promise.all([first, second].map((to) => l2().getBalance({ address: to })))
    expect(after.map((balance, index) => balance - before[index]!)).toEqual([parseEther('0.01'), parseEther('0.01')])
    expect((await page.handlers.GET_USER({}, 'c')).smartAccountDeployed).toBe(true)
  })

  it('sends a dapp’s eth_sendUserOperation as the frame builds it from the decoded calls', async () => {
    const page = await loggedInOnL2('userop@example.test')
    const visitor = approvalVisitor('approve')
    page.context.approval = visitor.prompt
    const address = (await page.handlers.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' }, 'a')).address as Hex
    await fund(address)
    const to = devnet.accounts[6]!.address
    const before = await l2().getBalance({ address: to })
    // Any Solady account encodes executeBatch the same way; the dapp's gas and signature fields are not used.
    const encoder = await devnetSmartAccount({ client: l2(), owner: privateKeyToAccount(generatePrivateKey()) })
    const callData = await encoder.encodeCalls([{ to, value: 5n }])
    const sent = await page.handlers.RPC_REQUEST(
      {
        method: 'eth_sendUserOperation',
        params: [{ sender: address, nonce: '0x0', callData, callGasLimit: '0x1', signature: '0x' }, ENTRY_POINT_07],
      },
      'b',
    )
    expect(visitor.seen[0]!.description.rows).toContainEqual(['To', to])
    const hash = sent.result as string
    await expect
      .poll(
        async () =>
          (
            (await page.handlers.RPC_REQUEST({ method: 'wallet_getCallsStatus', params: [hash] }, crypto.randomUUID()))
              .result as { status: number }
          ).status,
      )
      .toBe(200)
    expect((await l2().getBalance({ address: to })) - before).toBe(5n)
  })

  it('says an unfunded smart account cannot pay for gas, and sends nothing', async () => {
    const page = await loggedInOnL2('broke@example.test', 'approve')
    const address = (await page.handlers.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' }, 'a')).address as Hex
    await expect(
      page.handlers.RPC_REQUEST(
        { method: 'eth_sendTransaction', params: [{ from: address, to: devnet.accounts[5]!.address, value: '0x1' }] },
        'b',
      ),
    ).rejects.toThrow(cannotPay(address))
    expect(await l2().getCode({ address })).toBeUndefined()
  })

  it("gives a call at least the dapp's gas, so a swap whose pair writes its prices after the estimate lands", async () => {
    const page = await loggedInOnL2('swap@example.test', 'approve')
    const address = (await page.handlers.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' }, 'a')).address as Hex
    await fund(address)
    // The WETH/FOY pair as right after its first deposit, made in the latest block's second: the bundler's estimate,
    // taken on that block, leaves out the pair's two price writes, which the operation, mined 5 s later, pays for.
    const latest = (await l2().getBlock()).timestamp
    const pool = DEVNET_POOLS.find(({ tokenA, tokenB }) => tokenA === WETH9_ADDRESS && tokenB === FOYER_TOKEN.address)!
    await pinPairAsFirstDeposit(devnet.chains[1]!.rpcUrl, pool.pair, latest)
    await testClient().setNextBlockTimestamp({ timestamp: latest + 5n })
    const data = encodeFunctionData({
      abi: SWAP_ABI,
      functionName: 'swapExactETHForTokens',
      args: [1n, [WETH9_ADDRESS, FOYER_TOKEN.address], address, latest + 600n],
    })
    const foy = () =>
      l2().readContract({ address: FOYER_TOKEN.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    const before = await foy()
    const swap = { from: address, to: DEVNET_SWAP_CONTRACTS.routerAddress, value: '0x2386f26fc10000', data }
    // The dapp's own limit for it, with room for those writes, as the API's build-transaction gives one.
    const hash = await page.handlers.RPC_REQUEST(
      { method: 'eth_sendTransaction', params: [{ ...swap, gas: '0x493e0' }] },
      'b',
    )
    expect((await l2().getTransactionReceipt({ hash: hash.result as Hex })).status).toBe('success')
    expect(await foy()).toBeGreaterThan(before)
  })

  it('signs in as the smart account: ERC-6492 before deployment, ERC-1271 after', async () => {
    const page = await loggedInOnL2('sign@example.test', 'approve', 'approve', 'approve')
    const address = (await page.handlers.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' }, 'a')).address as Hex
    const message = 'Sign in to Foyer'
    const before = (await page.handlers.RPC_REQUEST({ method: 'personal_sign', params: [message, address] }, 'b'))
      .result as Hex
    expect(isErc6492Signature(before)).toBe(true)
    expect(await l2().verifyMessage({ address, message, signature: before })).toBe(true)

    await fund(address as Hex)
    const hash = await page.handlers.RPC_REQUEST(
      { method: 'eth_sendTransaction', params: [{ from: address, to: devnet.accounts[7]!.address, value: '0x1' }] },
      'c',
    )
    expect((await l2().getTransactionReceipt({ hash: hash.result as Hex })).status).toBe('success')

    const after = (await page.handlers.RPC_REQUEST({ method: 'personal_sign', params: [message, address] }, 'd'))
      .result as Hex
    expect(isErc6492Signature(after)).toBe(false)
    expect(await l2().verifyMessage({ address, message, signature: after })).toBe(true)
    expect(await l2().verifyMessage({ address, message: 'Sign in to Evil', signature: after })).toBe(false)
  })
})
