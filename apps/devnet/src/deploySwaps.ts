import factory from '@uniswap/v2-core/build/UniswapV2Factory.json' with { type: 'json' }
import router02 from '@uniswap/v2-periphery/build/UniswapV2Router02.json' with { type: 'json' }
import weth9 from '@uniswap/v2-periphery/build/WETH9.json' with { type: 'json' }
import {
  type Abi,
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeAbiParameters,
  erc20Abi,
  type Hex,
  http,
  isAddressEqual,
  keccak256,
  maxUint256,
  pad,
  parseAbi,
  parseEther,
  toHex,
} from 'viem'
import { fund, minedReceipt, receiptAddress } from './impersonation.ts'
import {
  DEVNET_POOLS,
  type DevnetPool,
  SWAP_DEPLOYER,
  SWAP_LIQUIDITY_PROVIDER,
  UNISWAP_V2_FACTORY_ADDRESS,
  UNISWAP_V2_ROUTER_ADDRESS,
  WETH9_ADDRESS,
} from './swaps.ts'

// Deployed exactly as @uniswap/v2-core 1.0.1 and v2-periphery 1.1.0-beta.0 ship them (GPL-3.0, dev only): a
// recompiled pair would change the init-code hash Router02 has built in.
const BUILDS = {
  weth: { abi: weth9.abi as Abi, bytecode: `0x${weth9.bytecode}` as Hex },
  factory: { abi: factory.abi as Abi, bytecode: `0x${factory.bytecode}` as Hex },
  router: { abi: router02.abi as Abi, bytecode: `0x${router02.bytecode}` as Hex },
}

const ROUTER_ABI = parseAbi([
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256, uint256, uint256)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256, uint256, uint256)',
])

/** OpenZeppelin 4.9 ERC20 keeps `_balances` in slot 0 and `_totalSupply` in slot 2 (FoyerToken adds none). */
const BALANCES_SLOT = 0n
const TOTAL_SUPPLY_SLOT = 2n

/**
 * Deploys WETH9, the factory and Router02 at the addresses `swaps.ts` lists while the tokens deploy, then, once
 * they exist, creates the DEVNET_POOLS with their reserves from SWAP_LIQUIDITY_PROVIDER.
 */
export async function deploySwapPools(rpcUrl: string, tokensDeployed: Promise<void>): Promise<void> {
  await Promise.all([deploySwapContracts(rpcUrl), tokensDeployed])
  await addPoolLiquidity(rpcUrl)
}

/** In order: WETH9 is the deployer's nonce 0, the factory nonce 1 and the router, which points at both, nonce 2. */
async function deploySwapContracts(rpcUrl: string): Promise<void> {
  await fund(rpcUrl, SWAP_DEPLOYER)
  const wallet = createWalletClient({ transport: http(rpcUrl) })
  const from = { account: SWAP_DEPLOYER, chain: null } as const
  const weth = await receiptAddress(rpcUrl, await wallet.deployContract({ ...from, ...BUILDS.weth }))
  expectLanded('WETH9', weth, WETH9_ADDRESS)
  const pairFactory = await receiptAddress(
    rpcUrl,
    await wallet.deployContract({ ...from, ...BUILDS.factory, args: [SWAP_DEPLOYER] }),
  )
  expectLanded('UniswapV2Factory', pairFactory, UNISWAP_V2_FACTORY_ADDRESS)
  const router = await receiptAddress(
    rpcUrl,
    await wallet.deployContract({ ...from, ...BUILDS.router, args: [pairFactory, weth] }),
  )
  expectLanded('UniswapV2Router02', router, UNISWAP_V2_ROUTER_ADDRESS)
}

/** What the provider puts in: ether for every WETH side, each token's total across its pools. */
function liquidityNeeded(pools: readonly DevnetPool[]): { ether: bigint; tokens: Map<Address, bigint> } {
  let ether = 0n
  const tokens = new Map<Address, bigint>()
  for (const pool of pools) {
    for (const [token, amount] of [
      [pool.tokenA, pool.reserveA],
      [pool.tokenB, pool.reserveB],
    ] as const) {
      if (isAddressEqual(token, WETH9_ADDRESS)) ether += amount
      else tokens.set(token, (tokens.get(token) ?? 0n) + amount)
    }
  }
  return { ether, tokens }
}

/**
 * The tokens mint a fixed supply to the test accounts only, so the provider's share is written into the
 * token's storage (balance and total supply), the way Foundry's `deal` does.
 */
async function deal(rpcUrl: string, token: Address, owner: Address, amount: bigint): Promise<void> {
  const test = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
  const client = createPublicClient({ transport: http(rpcUrl) })
  const balanceSlot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [owner, BALANCES_SLOT]))
  const supplySlot = pad(toHex(TOTAL_SUPPLY_SLOT))
  const supply = BigInt((await client.getStorageAt({ address: token, slot: supplySlot })) ?? '0x0')
  await test.setStorageAt({ address: token, index: balanceSlot, value: pad(toHex(amount)) })
  await test.setStorageAt({ address: token, index: supplySlot, value: pad(toHex(supply + amount)) })
}

async function addPoolLiquidity(rpcUrl: string): Promise<void> {
  const provider = SWAP_LIQUIDITY_PROVIDER
  const needed = liquidityNeeded(DEVNET_POOLS)
  await fund(rpcUrl, provider, needed.ether + parseEther('10'))
  const wallet = createWalletClient({ transport: http(rpcUrl) })
  for (const [token, amount] of needed.tokens) {
    await deal(rpcUrl, token, provider, amount)
    const approval = await wallet.writeContract({
      account: provider,
      chain: null,
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [UNISWAP_V2_ROUTER_ADDRESS, maxUint256],
    })
    await minedReceipt(rpcUrl, approval)
  }
  for (const pool of DEVNET_POOLS) await minedReceipt(rpcUrl, await addLiquidity(wallet, pool))
  await expectPools(rpcUrl)
}

function addLiquidity(wallet: ReturnType<typeof createWalletClient>, pool: DevnetPool): Promise<Hex> {
  const account = SWAP_LIQUIDITY_PROVIDER
  if (isAddressEqual(pool.tokenA, WETH9_ADDRESS)) {
    return wallet.writeContract({
      account,
      chain: null,
      address: UNISWAP_V2_ROUTER_ADDRESS,
      abi: ROUTER_ABI,
      functionName: 'addLiquidityETH',
      args: [pool.tokenB, pool.reserveB, pool.reserveB, pool.reserveA, account, maxUint256],
      value: pool.reserveA,
    })
  }
  return wallet.writeContract({
    account,
    chain: null,
    address: UNISWAP_V2_ROUTER_ADDRESS,
    abi: ROUTER_ABI,
    functionName: 'addLiquidity',
    args: [pool.tokenA, pool.tokenB, pool.reserveA, pool.reserveB, pool.reserveA, pool.reserveB, account, maxUint256],
  })
}

/** Each pool's pair holds code where `swaps.ts` says: the init-code hash and factory are the ones listed. */
async function expectPools(rpcUrl: string): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  for (const pool of DEVNET_POOLS) {
    const code = await client.getCode({ address: pool.pair })
    if (!code || code === '0x') throw new Error(`No pair at ${pool.pair}: was the chain fresh?`)
  }
}

function expectLanded(name: string, address: Address, expected: Address): void {
  if (!isAddressEqual(address, expected)) {
    throw new Error(`${name} landed at ${address}, not ${expected}: was the chain fresh?`)
  }
}
