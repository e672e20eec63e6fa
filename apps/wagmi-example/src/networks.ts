import { devnetChains } from '@foyer/devnet/networks'

/**
 * The two local devnets, as viem chains that are Foyer networks too, reached through the page's own origin
 * (`/rpc/{chainId}`), so a strict CSP's connect-src 'self' holds.
 */
export const { foyerDevnet, foyerDevnetL2 } = devnetChains({
  rpcUrls: {
    31337: `${window.location.origin}/rpc/31337`,
    31338: `${window.location.origin}/rpc/31338`,
  },
})
