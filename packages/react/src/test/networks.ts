import type { Network } from '@foyer/core'

export const mainnet: Network = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
}

export const base: Network = {
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:8453',
}

export const solanaDevnet: Network = {
  id: '8Hr5WbESnKhtPTCX2GP5GbJgMMM495Ru',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  chainNamespace: 'solana',
  caipNetworkId: 'solana:8Hr5WbESnKhtPTCX2GP5GbJgMMM495Ru',
}
