/** Chain namespaces Foyer knows (SPEC §9). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'sui', 'stacks'] as const
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/** `namespace:reference`, e.g. `eip155:1` (CAIP-2). */
export type CaipNetworkId = `${ChainNamespace}:${string}`
/** `namespace:reference:address` (CAIP-10). */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

/** A network as SPEC §3 describes it; the EVM part is shaped like a viem `Chain`. */
export interface Network {
  id: number | string
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  contracts?: { multicall3?: { address: `0x${string}`; blockCreated?: number } }
  testnet?: boolean
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  assets?: { imageId?: string; imageUrl?: string }
}
