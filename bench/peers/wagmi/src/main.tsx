import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { base, mainnet } from 'viem/chains'
import { createConfig, http, useConnect, WagmiProvider } from 'wagmi'
import { injected, walletConnect } from 'wagmi/connectors'

/** wagmi alone: mainnet and Base, a Connect button listing its connectors (a browser wallet and WalletConnect). */
const config = createConfig({
  chains: [mainnet, base],
  connectors: [injected(), walletConnect({ projectId: 'bench-dummy-project-id' })],
  transports: { [mainnet.id]: http(), [base.id]: http() },
})
const queryClient = new QueryClient()

function Page() {
  const [open, setOpen] = useState(false)
  const { connectors, connect } = useConnect()
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open && (
        <div role="dialog" aria-label="Connect a wallet">
          <ul className="wallet-list">
            {connectors.map((connector) => (
              <li key={connector.uid}>
                <button type="button" onClick={() => connect({ connector })}>
                  {connector.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>
  </WagmiProvider>,
)
