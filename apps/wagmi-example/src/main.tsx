import { FoyerProvider } from '@foyer/react'
import '@foyer/react/styles.css'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { App } from './App.tsx'
import { foyerClient } from './foyer.ts'
import { wagmiConfig } from './wagmiConfig.ts'
import './example.css'

// The Dev Wallet is a test tool, not part of Foyer or wagmi: it lets a newcomer connect without an extension.
if (new URLSearchParams(window.location.search).get('devWallet') !== 'off') {
  void import('./devWallet.ts').then(({ startDevWallet }) => startDevWallet())
}

// Marks the page once Foyer restored the last visit's connection (the e2e journeys wait for it after a reload).
void foyerClient.ready().then(() => {
  document.documentElement.dataset.foyerReady = 'true'
})

const queryClient = new QueryClient()
const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <FoyerProvider client={foyerClient}>
          <App />
        </FoyerProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
