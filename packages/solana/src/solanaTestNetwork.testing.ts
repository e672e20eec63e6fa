import { defineNetwork, type Network } from '@foyer/core'

/** A Solana network on a local node, as a dapp would configure it (tests pass the devnet's URL and CAIP-2 id). */
export function solanaTestNetwork(rpcUrl: string, caipNetworkId: string): Network {
  return defineNetwork(
    {
      id: caipNetworkId.slice('solana:'.length),
      name: 'Foyer Solana Devnet',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [rpcUrl] } },
    },
    'solana',
  )
}
