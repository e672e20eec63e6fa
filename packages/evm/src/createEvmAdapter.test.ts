import { describeDeferredAdapter } from '@foyer/test-wallets/deferred-adapter-contract'
import { createEvmAdapter } from './createEvmAdapter.ts'

describeDeferredAdapter({ create: createEvmAdapter, namespace: 'eip155', caipNetworkId: 'eip155:31337', chain: 'EVM' })
