import { createEvmAdapter } from '@foyer/evm'
import { createFoyer, FoyerProvider } from '@foyer/react'
import '@foyer/react/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { foyerDevnet, foyerDevnetL2 } from './networks.ts'
import './demo.css'

const foyer = createFoyer({
  networks: [foyerDevnet, foyerDevnetL2],
  adapters: [createEvmAdapter()],
  metadata: { name: 'Foyer demo', description: 'Every Foyer feature, on a local devnet' },
  themeMode: 'system',
})

// The Dev Wallet is a test tool, not part of Foyer: it loads beside the app so a newcomer can connect without an
// extension. `?devWallet=off` leaves it out (the e2e tests use that to see the page with no wallet).
if (new URLSearchParams(window.location.search).get('devWallet') !== 'off') {
  void import('./devWallet.ts').then(({ startDevWallet }) => startDevWallet())
}

const root = document.getElementById('root')
if (!root) throw new Error('The demo page has no #root element')
createRoot(root).render(
  <StrictMode>
    <FoyerProvider client={foyer}>
      <App />
    </FoyerProvider>
  </StrictMode>,
)
