import { defineChain } from 'viem'
import { MULTICALL3_ADDRESS } from './multicall.ts'

// Browser-safe: the dapp imports this file through `@foyer/devnet/networks`; no node imports here.

export const DEVNET_CHAIN_ID = 31337
export const DEVNET_L2_CHAIN_ID = 31338
/** A chain the Dev Wallet can sit on but the demo dapp does not list (SPEC §2 UnsupportedChain). */
export const UNLISTED_CHAIN_ID = 31339

export const DEFAULT_RPC_URLS = {
  [DEVNET_CHAIN_ID]: 'http://127.0.0.1:8545',
  [DEVNET_L2_CHAIN_ID]: 'http://127.0.0.1:8546',
  [UNLISTED_CHAIN_ID]: 'http://127.0.0.1:8547',
} as const

export type DevnetChainId = keyof typeof DEFAULT_RPC_URLS

const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const
/** SPEC §3 network contracts: Multicall3, which the devnet deploys on 31337 and 31338 when it starts. */
const contracts = { multicall3: { address: MULTICALL3_ADDRESS } } as const

/**
 * The devnet chains as viem chains. They also carry `chainNamespace` and `caipNetworkId`, so each
 * is a Foyer `Network` as it stands and the demo can pass them to Foyer without converting.
 */
export function devnetChains({ rpcUrls = {} }: { rpcUrls?: Partial<Record<DevnetChainId, string>> } = {}) {
  const urlOf = (chainId: DevnetChainId) => rpcUrls[chainId] ?? DEFAULT_RPC_URLS[chainId]
  const foyerDevnet = defineChain({
    id: DEVNET_CHAIN_ID,
    name: 'Foyer Devnet',
    nativeCurrency,
    rpcUrls: { default: { http: [urlOf(DEVNET_CHAIN_ID)] } },
    contracts,
    testnet: true,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${DEVNET_CHAIN_ID}`,
  })
  const foyerDevnetL2 = defineChain({
    id: DEVNET_L2_CHAIN_ID,
    name: 'Foyer Devnet L2',
    nativeCurrency,
    rpcUrls: { default: { http: [urlOf(DEVNET_L2_CHAIN_ID)] } },
    contracts,
    testnet: true,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${DEVNET_L2_CHAIN_ID}`,
  })
  const foyerUnlisted = defineChain({
    id: UNLISTED_CHAIN_ID,
    name: 'Foyer Unlisted',
    nativeCurrency,
    rpcUrls: { default: { http: [urlOf(UNLISTED_CHAIN_ID)] } },
    testnet: true,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${UNLISTED_CHAIN_ID}`,
  })
  return { foyerDevnet, foyerDevnetL2, foyerUnlisted }
}

export const { foyerDevnet, foyerDevnetL2, foyerUnlisted } = devnetChains()
