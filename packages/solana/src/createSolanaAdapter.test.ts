import { describeDeferredAdapter } from '@foyer/test-wallets/deferred-adapter-contract'
import { createSolanaAdapter } from './createSolanaAdapter.ts'

describeDeferredAdapter({
  create: createSolanaAdapter,
  namespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chain: 'Solana',
})
