import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import '@rainbow-me/rainbowkit/styles.css'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { base, mainnet } from 'viem/chains'
import { WagmiProvider } from 'wagmi'

/** RainbowKit as its docs set it up: mainnet and Base, its Connect button, its wallet list on click. */
const config = getDefaultConfig({
  appName: 'Bench page',
  projectId: 'bench-dummy-project-id',
  chains: [mainnet, base],
})
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <ConnectButton />
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
