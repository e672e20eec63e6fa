import { describeDeferredAdapter } from '@foyer/test-wallets/deferred-adapter-contract'
import { createBitcoinAdapter } from './createBitcoinAdapter.ts'

describeDeferredAdapter({
  create: createBitcoinAdapter,
  namespace: 'bip122',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chain: 'Bitcoin',
})
