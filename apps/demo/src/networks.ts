import { defineNetwork } from '@foyer/core'

/** The page's own origin proxies `/rpc/{chainId}` to the local nodes, so a strict CSP's connect-src 'self' holds. */
function rpcUrl(chainId: number): string {
  const origin = typeof window === 'undefined' ? 'http://127.0.0.1:4173' : window.location.origin
  return `${origin}/rpc/${chainId}`
}

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

export const foyerDevnet = defineNetwork({
  id: 31337,
  name: 'Foyer Devnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: [rpcUrl(31337)] } },
  testnet: true,
})

export const foyerDevnetL2 = defineNetwork({
  id: 31338,
  name: 'Foyer Devnet L2',
  nativeCurrency: ether,
  rpcUrls: { default: { http: [rpcUrl(31338)] } },
  testnet: true,
})
