import { ConnectButton, createFoyer, defineNetwork, FoyerProvider, NetworkButton } from '@foyer/react'
import { createWalletConnect } from '@foyer/walletconnect'
import '@foyer/react/styles.css'
import { createRoot } from 'react-dom/client'

type FoyerOptions = Parameters<typeof createFoyer>[0]

export const ethereum = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://node.example/1'] } },
})

export const solana = defineNetwork(
  {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['https://node.example/solana'] } },
  },
  'solana',
)

export const walletConnect = createWalletConnect({
  projectId: 'size-fixture',
  relayUrl: 'wss://relay.example',
  rpcMap: {
    'eip155:1': 'https://node.example/1',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'https://node.example/solana',
  },
  metadata: { name: 'Size fixture', description: 'What a dapp ships', url: 'https://dapp.example', icons: [] },
})

/** The one provider and the buttons a dapp adds, with the adapters and networks it configures. */
export function renderDapp(options: Pick<FoyerOptions, 'networks' | 'adapters' | 'embeddedWallet' | 'features'>): void {
  const foyer = createFoyer({ ...options, projectId: 'size-fixture', apiUrl: 'https://api.example' })
  const root = document.getElementById('root')
  if (!root) throw new Error('The size fixture has no #root element')
  createRoot(root).render(
    <FoyerProvider client={foyer}>
      <NetworkButton />
      <ConnectButton />
    </FoyerProvider>,
  )
}
