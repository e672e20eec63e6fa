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
  'bip122:000000000019d6689c085ae165831e93': 'bitcoin',
  'bip122:000000000933ea01ad0ee984209779ba': 'bitcoin-testnet',
  'bip122:00000008819873e925422c1ff0f99f7c': 'bitcoin-signet',
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': 'polkadot',
  'polkadot:b0a8d493285c2df73290dfb7e61f870f': 'kusama',
  'polkadot:e143f23803ac50e8f6f8e62695d1ce9e': 'westend',
  // The local stack (apps/devnet): two EVM devnets, the LiteSVM Solana devnet, the Bitcoin regtest chain and
  // the Polkadot stand-in.
  'eip155:31337': 'foyer-devnet',
  'eip155:31338': 'foyer-l2',
  'solana:8Hr5WbESnKhtPTCX2GP5GbJgMMM495Ru': 'foyer-solana',
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': 'foyer-bitcoin',
  'polkadot:9ae293c797a0d4363c8ac658b47d91a3': 'foyer-polkadot',
}

/** Where a network's icon comes from: its own URL, or an asset image id (its own, else the map's), or none. */
export function networkImageSource(network: Network): { url: string } | { imageId: string } | undefined {
  if (network.assets?.imageUrl) return { url: network.assets.imageUrl }
  const imageId = network.assets?.imageId ?? NETWORK_IMAGE_IDS[network.caipNetworkId]
  return imageId ? { imageId } : undefined
}
