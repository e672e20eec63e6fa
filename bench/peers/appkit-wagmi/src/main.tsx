import { base, mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

/** Reown AppKit with its wagmi adapter as its docs set it up: mainnet and Base, its button, its wallet list. */
const projectId = 'bench-dummy-project-id'
const networks: [typeof mainnet, typeof base] = [mainnet, base]
const wagmiAdapter = new WagmiAdapter({ projectId, networks })
createAppKit({
  adapters: [wagmiAdapter],
  networks,
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
