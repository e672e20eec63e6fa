import { foyer } from '@foyer/wagmi'
import { createConfig, http } from 'wagmi'
import { foyerClient } from './foyer.ts'
import { foyerDevnet, foyerDevnetL2 } from './networks.ts'

/**
 * wagmi's config with Foyer as its one connector: every wallet (extensions, WalletConnect, email) is chosen in
 * Foyer's modal. wagmi's own EIP-6963 discovery is off, or it would list the extensions a second time.
 */
export const wagmiConfig = createConfig({
  chains: [foyerDevnet, foyerDevnetL2],
  connectors: [foyer({ client: foyerClient })],
  transports: {
    [foyerDevnet.id]: http(foyerDevnet.rpcUrls.default.http[0]),
    [foyerDevnetL2.id]: http(foyerDevnetL2.rpcUrls.default.http[0]),
  },
  multiInjectedProviderDiscovery: false,
})

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig
  }
}
