import type { Network } from '../types/network.ts'
import { defineNetwork } from '../validation/networks.ts'

// Networks for the client's flow tests; their RPC URLs go nowhere (the memory wallet answers reads).

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

export const testMainnet = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

export const testOptimism = defineNetwork({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:2'] } },
})

export const testNetworks: [Network, Network] = [testMainnet, testOptimism]

/** Solana's mainnet cluster, for tests of a second namespace. */
export const testSolana = defineNetwork(
  {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:3'] } },
  },
  'solana',
)
