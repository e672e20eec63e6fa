import { createEmbeddedWallet } from '@foyer/core/embedded-wallet'
import { createEvmAdapter } from '@foyer/evm'
import { createSolanaAdapter } from '@foyer/solana'
import { ethereum, renderDapp, solana, walletConnect } from './dapp.tsx'

// The embedded wallet's frame lives on the secure site's origin; email login is on.
const embeddedWallet = createEmbeddedWallet({ secureSiteUrl: 'https://secure.example' })

renderDapp({
  networks: [ethereum, solana],
  adapters: [
    createEvmAdapter({ walletConnect, embeddedWallet }),
    createSolanaAdapter({ walletConnect, embeddedWallet }),
  ],
  embeddedWallet,
  features: { email: true },
})
