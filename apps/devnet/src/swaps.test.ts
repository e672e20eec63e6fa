import {
  createPublicClient,
  createWalletClient,
  encodePacked,
  erc20Abi,
  getContractAddress,
  getCreate2Address,
  http,
  keccak256,
  maxUint256,
  parseAbi,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from './accounts.ts'
import { type Devnet, startDevnet } from './devnet.ts'
import {
  DEVNET_POOLS,
  SWAP_DEPLOYER,
  UNISWAP_V2_FACTORY_ADDRESS,
  UNISWAP_V2_PAIR_INIT_CODE_HASH,
  UNISWAP_V2_ROUTER_ADDRESS,
  WETH9_ADDRESS,
} from './swaps.ts'
import { FOYER_TOKEN, FOYER_USD } from './tokens.ts'

const ROUTER_ABI = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])
const PAIR_ABI = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
])

describe('devnet swap contract addresses', () => {
  it('are the swap deployer nonces 0..2: WETH9, the factory, the router', () => {
    expect([0n, 1n, 2n].map((nonce) => getContractAddress({ from: SWAP_DEPLOYER, nonce }))).toEqual([
      WETH9_ADDRESS,
      UNISWAP_V2_FACTORY_ADDRESS,
      UNISWAP_V2_ROUTER_ADDRESS,
    ])
  })

  it('put each pool at the factory CREATE2 address of its sorted token pair', () => {
    for (const pool of DEVNET_POOLS) {
      const [token0, token1] =
        pool.tokenA.toLowerCase() < pool.tokenB.toLowerCase() ? [pool.tokenA, pool.tokenB] : [pool.tokenB, pool.tokenA]
      const salt = keccak256(encodePacked(['address', 'address'], [token0, token1]))
      expect(
        getCreate2Address({ from: UNISWAP_V2_FACTORY_ADDRESS, salt, bytecodeHash: UNISWAP_V2_PAIR_INIT_CODE_HASH }),
      ).toBe(pool.pair)
    }
  })
})

describe('startDevnet swap pools', () => {
  let devnet: Devnet

  beforeAll(async () => {
    devnet = await startDevnet({ ports: [0, 0] })
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  it('holds every pool with its listed reserves on both chains', async () => {
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      for (const pool of DEVNET_POOLS) {
        const [reserve0, reserve1] = await client.readContract({
          address: pool.pair,
          abi: PAIR_ABI,
          functionName: 'getReserves',
        })
        const token0 = await client.readContract({ address: pool.pair, abi: PAIR_ABI, functionName: 'token0' })
        const expected = token0 === pool.tokenA ? [pool.reserveA, pool.reserveB] : [pool.reserveB, pool.reserveA]
        expect([reserve0, reserve1]).toEqual(expected)
      }
    }
  })

  it('swaps ether for fUSD through the router for exactly what getAmountsOut quoted', async () => {
    const chain = devnet.chains[0]!
    const account = privateKeyToAccount(DEVNET_ACCOUNTS[8]!.privateKey)
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const wallet = createWalletClient({ account, chain: devnet.networks.foyerDevnet, transport: http(chain.rpcUrl) })
    const path = [WETH9_ADDRESS, FOYER_USD.address]
    const amountIn = parseEther('1')
    const [, quoted] = await client.readContract({
      address: UNISWAP_V2_ROUTER_ADDRESS,
      abi: ROUTER_ABI,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    })
    const before = await client.readContract({
      address: FOYER_USD.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    const hash = await wallet.writeContract({
      address: UNISWAP_V2_ROUTER_ADDRESS,
      abi: ROUTER_ABI,
      functionName: 'swapExactETHForTokens',
      args: [quoted!, path, account.address, maxUint256],
      value: amountIn,
    })
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })).status).toBe('success')
    const after = await client.readContract({
      address: FOYER_USD.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    expect(after - before).toBe(quoted)
    // 1 ETH = 3,000 fUSD less the 0.3 % fee and the price it moves.
    expect(quoted).toBeGreaterThan(2_980n * 10n ** 6n)
  })

  it('swaps FOY for fUSD on the L2 for exactly what getAmountsOut quoted', async () => {
    const chain = devnet.chains[1]!
    const account = privateKeyToAccount(DEVNET_ACCOUNTS[8]!.privateKey)
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const wallet = createWalletClient({ account, chain: devnet.networks.foyerDevnetL2, transport: http(chain.rpcUrl) })
    const path = [FOYER_TOKEN.address, FOYER_USD.address]
    const amountIn = 10n * 10n ** 18n
    const approval = await wallet.writeContract({
      address: FOYER_TOKEN.address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [UNISWAP_V2_ROUTER_ADDRESS, amountIn],
    })
    await client.waitForTransactionReceipt({ hash: approval, pollingInterval: 10 })
    const [, quoted] = await client.readContract({
      address: UNISWAP_V2_ROUTER_ADDRESS,
      abi: ROUTER_ABI,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    })
    const before = await client.readContract({
      address: FOYER_USD.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    const hash = await wallet.writeContract({
      address: UNISWAP_V2_ROUTER_ADDRESS,
      abi: ROUTER_ABI,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, quoted!, path, account.address, maxUint256],
    })
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })).status).toBe('success')
    const after = await client.readContract({
      address: FOYER_USD.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    expect(after - before).toBe(quoted)
  })
})
