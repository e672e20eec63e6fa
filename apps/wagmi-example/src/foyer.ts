import { createEmbeddedWallet } from '@foyer/core/embedded-wallet'
import { createEvmAdapter } from '@foyer/evm'
import { createFoyer } from '@foyer/react'
import { createWalletConnect } from '@foyer/walletconnect'
import { foyerDevnet, foyerDevnetL2 } from './networks.ts'

const origin = window.location.origin

// WalletConnect through the local relay; its client loads only when the visitor picks WalletConnect.
const walletConnect = createWalletConnect({
  projectId: 'foyer-demo',
  relayUrl: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/relay`,
  metadata: { name: 'Foyer inside wagmi', description: 'wagmi hooks, Foyer modal', url: origin, icons: [] },
  rpcMap: Object.fromEntries(
    [foyerDevnet, foyerDevnetL2].map((chain) => [chain.caipNetworkId, chain.rpcUrls.default.http[0]]),
  ),
})

// The embedded wallet (email login) lives on the secure site's origin, which the local server names in a meta tag.
const secureSiteUrl = document.querySelector<HTMLMetaElement>('meta[name="foyer-secure-site"]')?.content
const embeddedWallet = secureSiteUrl ? createEmbeddedWallet({ secureSiteUrl }) : undefined

/** Foyer's client: the modal, the wallet registry, WalletConnect and the embedded wallet; wagmi reaches it through its connector. */
export const foyerClient = createFoyer({
  projectId: 'foyer-demo',
  apiUrl: `${origin}/api`,
  networks: [foyerDevnet, foyerDevnetL2],
  adapters: [createEvmAdapter({ walletConnect, ...(embeddedWallet ? { embeddedWallet } : {}) })],
  ...(embeddedWallet ? { embeddedWallet } : {}),
  features: { email: embeddedWallet !== undefined },
  metadata: { name: 'Foyer inside wagmi', url: origin },
})
