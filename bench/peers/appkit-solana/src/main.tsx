import { base, mainnet, solana } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { SolanaAdapter } from '@reown/appkit-adapter-solana/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

/** Reown AppKit with its wagmi and Solana adapters: mainnet, Base and Solana, its button, its wallet list. */
const projectId = 'bench-dummy-project-id'
const wagmiAdapter = new WagmiAdapter({ projectId, networks: [mainnet, base] })
createAppKit({
  adapters: [wagmiAdapter, new SolanaAdapter()],
  networks: [mainnet, base, solana],
  projectId,
  metadata: { name: 'Bench page', description: 'Side-by-side bench', url: window.location.origin, icons: [] },
})
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <appkit-button />
    </QueryClientProvider>
  </WagmiProvider>,
)
