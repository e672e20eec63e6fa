import type { CaipNetworkId, Network } from '../types/network.ts'

/**
 * SPEC §9 chain-id-to-image map: the API's asset image (`/public/getAssetImage/{id}`) of each well-known network
 * and of the local devnets, by CAIP-2 network id. A network's `assets.imageId` overrides it; `assets.imageUrl`
 * overrides both.
 */
export const NETWORK_IMAGE_IDS: Readonly<Partial<Record<CaipNetworkId, string>>> = {
  'eip155:1': 'ethereum',
  'eip155:10': 'optimism',
  'eip155:56': 'bnb-smart-chain',
  'eip155:100': 'gnosis',
  'eip155:137': 'polygon',
  'eip155:324': 'zksync',
  'eip155:8453': 'base',
  'eip155:42161': 'arbitrum',
  'eip155:43114': 'avalanche',
  'eip155:11155111': 'sepolia',
  'eip155:84532': 'base-sepolia',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana-devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana-testnet',
  // The local stack (apps/devnet): two EVM devnets and the LiteSVM Solana devnet.
  'eip155:31337': 'foyer-devnet',
  'eip155:31338': 'foyer-l2',
  'solana:8Hr5WbESnKhtPTCX2GP5GbJgMMM495Ru': 'foyer-solana',
}

/** Where a network's icon comes from: its own URL, or an asset image id (its own, else the map's), or none. */
export function networkImageSource(network: Network): { url: string } | { imageId: string } | undefined {
  if (network.assets?.imageUrl) return { url: network.assets.imageUrl }
  const imageId = network.assets?.imageId ?? NETWORK_IMAGE_IDS[network.caipNetworkId]
  return imageId ? { imageId } : undefined
}
