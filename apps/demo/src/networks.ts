import { defineNetwork } from '@foyer/core'
import { MULTICALL3_ADDRESS } from '@foyer/devnet/multicall'
import { SOLANA_DEVNET_GENESIS_HASH } from '@foyer/devnet/solana/network'

/** The page's own origin proxies `/rpc/{chainId}` to the local nodes, so a strict CSP's connect-src 'self' holds. */
function rpcUrl(chainId: number | 'solana'): string {
  const origin = typeof window === 'undefined' ? 'http://127.0.0.1:4173' : window.location.origin
  return `${origin}/rpc/${chainId}`
}

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
/** SPEC §3 contracts: the devnet deploys Multicall3 on both EVM chains (SPEC §7 token reads go through it). */
const contracts = { multicall3: { address: MULTICALL3_ADDRESS } }

export const foyerDevnet = defineNetwork({
  id: 31337,
  name: 'Foyer Devnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: [rpcUrl(31337)] } },
  contracts,
  testnet: true,
})

export const foyerDevnetL2 = defineNetwork({
  id: 31338,
  name: 'Foyer Devnet L2',
  nativeCurrency: ether,
  rpcUrls: { default: { http: [rpcUrl(31338)] } },
  contracts,
  testnet: true,
})

/** The local Solana devnet (LiteSVM); its CAIP-2 reference is the first 32 characters of its genesis hash. */
export const foyerSolanaDevnet = defineNetwork(
  {
    id: SOLANA_DEVNET_GENESIS_HASH.slice(0, 32),
    name: 'Foyer Solana Devnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl('solana')] } },
    testnet: true,
  },
  'solana',
)
