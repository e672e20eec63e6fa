import { devnetChains } from '@foyer/devnet/networks'

/**
 * The local devnets as Foyer networks, reached through this site's own /rpc/{chainId} (src/app/rpc), so the
 * CSP's connect-src 'self' holds. `origin` comes from the server, so the server render and the browser agree.
 */
export function exampleNetworks(origin: string) {
  const { foyerDevnet, foyerDevnetL2 } = devnetChains({
    rpcUrls: { 31337: `${origin}/rpc/31337`, 31338: `${origin}/rpc/31338` },
  })
  return [foyerDevnet, foyerDevnetL2] as const
}
