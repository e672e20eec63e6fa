import { createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { ChainConfig } from '../deps.ts'

/**
 * Multicall3 lives at this address on almost every EVM chain (the devnet deploys it there too); the balance call
 * reads native and token balances through it in one eth_call.
 */
export const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

const RPC_TIMEOUT_MS = 10_000

export interface ServedChain {
  config: ChainConfig
  /** CAIP-2, e.g. eip155:31337. */
  network: string
  client: PublicClient
}

/** A configured chain as viem needs it: its node and the canonical Multicall3 for batched reads. */
export function viemChainOf(config: ChainConfig) {
  return defineChain({
    id: config.chainId,
    name: config.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [config.rpcUrl] } },
    contracts: { multicall3: { address: MULTICALL3 } },
  })
}

/** The configured chains by CAIP-2 id, each with one viem client (no retries: a caller decides what to do). */
export function chainDirectory(chains: readonly ChainConfig[]): Map<string, ServedChain> {
  const served = new Map<string, ServedChain>()
  for (const config of chains) {
    const chain = viemChainOf(config)
    const client = createPublicClient({
      chain,
      transport: http(config.rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 0 }),
    }) as PublicClient
    const network = `eip155:${config.chainId}`
    served.set(network, { config, network, client })
  }
  return served
}
