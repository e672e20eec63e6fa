import { createEvmAdapter } from '@foyer/evm'
import { createSolanaAdapter } from '@foyer/solana'
import { ethereum, renderDapp, solana, walletConnect } from './dapp.tsx'

renderDapp({
  networks: [ethereum, solana],
  adapters: [createEvmAdapter({ walletConnect }), createSolanaAdapter({ walletConnect })],
})
