import { createEvmAdapter } from '@foyer/evm'
import { defineNetwork } from '@foyer/react'
import { createSolanaAdapter } from '@foyer/solana'
import { ethereum, renderDapp, walletConnect } from './dapp.tsx'

const solana = defineNetwork(
  {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['https://node.example/solana'] } },
  },
  'solana',
)

renderDapp({
  networks: [ethereum, solana],
  adapters: [createEvmAdapter({ walletConnect }), createSolanaAdapter({ walletConnect })],
})
