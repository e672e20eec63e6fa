import { createEvmAdapter } from '@foyer/evm'
import { ConnectButton, createFoyer, defineNetwork, FoyerProvider } from '@foyer/react'
import { createWalletConnect } from '@foyer/walletconnect'
import '@foyer/react/styles.css'
import { createRoot } from 'react-dom/client'

/**
 * Foyer's page of the side-by-side bench: mainnet and Base, EVM + WalletConnect (the "EVM + WalletConnect dapp" of
 * bench/size), a Connect button, the wallet list on click. The API and relay are hosted ones, as a peer's are: the
 * bench blocks them like every other host off loopback.
 */
const ethereum = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
})
const base = defineNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
})

const walletConnect = createWalletConnect({
  projectId: 'bench-dummy-project-id',
  relayUrl: 'wss://relay.example',
  rpcMap: { 'eip155:1': 'https://eth.merkle.io', 'eip155:8453': 'https://mainnet.base.org' },
  metadata: { name: 'Bench page', description: 'Side-by-side bench', url: window.location.origin, icons: [] },
})

const foyer = createFoyer({
  projectId: 'bench-dummy-project-id',
  apiUrl: 'https://api.example',
  networks: [ethereum, base],
  adapters: [createEvmAdapter({ walletConnect })],
  // ../foyer-swaps builds this page with swaps and buying crypto on; here the define is absent and they stay off.
  ...(import.meta.env.VITE_BENCH_FEATURES === 'swaps,onramp' ? { features: { swaps: true, onramp: true } } : {}),
})

createRoot(document.getElementById('root')!).render(
  <FoyerProvider client={foyer}>
    <ConnectButton />
  </FoyerProvider>,
)
