import type { Address, Hex } from 'viem'
import { DEVNET_CHAIN_ID, DEVNET_L2_CHAIN_ID } from './networks.ts'
import { FOYER_TOKEN, FOYER_USD } from './tokens.ts'

// Browser-safe: imported as `@foyer/devnet/swaps` by the stack, the API's tests and the demo; no bytecode here.

/**
 * Deploys WETH9 (nonce 0), UniswapV2Factory (nonce 1) and UniswapV2Router02 (nonce 2) from the builds
 * @uniswap/v2-core and v2-periphery ship: an address no one holds a key to, impersonated on Anvil, so the
 * addresses below never change (swaps.test.ts derives them).
 */
export const SWAP_DEPLOYER: Address = '0xcbef44a40CA719c8161486CD5877F08461ff37c9'
/** Holds the pools' liquidity tokens: an impersonated address no test uses, so no test's balances move. */
export const SWAP_LIQUIDITY_PROVIDER: Address = '0x44f3d2ade008E8FC917652B2182B39be8E473221'

export const WETH9_ADDRESS: Address = '0x3D662e4C142448c1FbD8854873D1Ef76FEA37cbF'
export const UNISWAP_V2_FACTORY_ADDRESS: Address = '0x32c7F717F2F78064A5E69A7C76B78423FEDBf38a'
export const UNISWAP_V2_ROUTER_ADDRESS: Address = '0xA9f6Eca4cb0591389785aC7c54Aaf17A35063a02'
/** keccak256 of the shipped UniswapV2Pair bytecode; Router02 has the same hash built in. */
export const UNISWAP_V2_PAIR_INIT_CODE_HASH: Hex = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

/** What an operator configures per chain to serve swaps (the API's `swaps` entry in FOYER_CHAINS). */
export interface SwapContracts {
  routerAddress: Address
  factoryAddress: Address
  wethAddress: Address
}

export const DEVNET_SWAP_CONTRACTS: SwapContracts = {
  routerAddress: UNISWAP_V2_ROUTER_ADDRESS,
  factoryAddress: UNISWAP_V2_FACTORY_ADDRESS,
  wethAddress: WETH9_ADDRESS,
}

/** The chains whose devnet node has the pools: both listed devnet chains, not "Foyer Unlisted". */
export const SWAP_CHAIN_IDS = [DEVNET_CHAIN_ID, DEVNET_L2_CHAIN_ID] as const

export interface DevnetPool {
  /** CREATE2 address of the pair (swaps.test.ts derives it). */
  pair: Address
  tokenA: Address
  tokenB: Address
  /** Base units of each token the pool starts with. */
  reserveA: bigint
  reserveB: bigint
}

/**
 * The pools and their starting reserves, at the devnet token list's prices (1 ETH = 3,000 fUSD, 1 FOY = 2.50
 * fUSD), deep enough that a test-sized swap moves the price by well under 1 %.
 */
export const DEVNET_POOLS: readonly DevnetPool[] = [
  {
    pair: '0x10252650EE01dE29FE1330B85041A1C52597eA2f',
    tokenA: WETH9_ADDRESS,
    tokenB: FOYER_USD.address,
    reserveA: 1_000n * 10n ** 18n,
    reserveB: 3_000_000n * 10n ** 6n,
  },
  {
    pair: '0xEe18A307E37C9E9674C86E5e0997B32C86B15f98',
    tokenA: WETH9_ADDRESS,
    tokenB: FOYER_TOKEN.address,
    reserveA: 1_000n * 10n ** 18n,
    reserveB: 1_200_000n * 10n ** 18n,
  },
  {
    pair: '0xa897f94c61294C6B6592d9d3E02df84982b29B95',
    tokenA: FOYER_USD.address,
    tokenB: FOYER_TOKEN.address,
    reserveA: 1_000_000n * 10n ** 6n,
    reserveB: 400_000n * 10n ** 18n,
  },
]
