import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { createRoot } from 'react-dom/client'
import { base, mainnet } from 'viem/chains'
import { createConfig, WagmiProvider } from 'wagmi'

/** ConnectKit as its docs set it up: mainnet and Base, its Connect button, its wallet list on click. */
const config = createConfig(
  getDefaultConfig({
    appName: 'Bench page',
    walletConnectProjectId: 'bench-dummy-project-id',
    chains: [mainnet, base],
  }),
)
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectKitProvider>
        <ConnectKitButton />
      </ConnectKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
