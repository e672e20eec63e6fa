import { defineNetwork, type Network } from '@foyer/core'

/** The Polkadot devnet as a dapp would configure it (tests pass the stand-in's URL and CAIP-2 id). */
export function polkadotTestNetwork(rpcUrl: string, caipNetworkId: string): Network {
  return defineNetwork(
    {
      id: caipNetworkId.slice('polkadot:'.length),
      name: 'Foyer Polkadot Devnet',
      nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
      rpcUrls: { default: { http: [rpcUrl] } },
    },
    'polkadot',
  )
}
