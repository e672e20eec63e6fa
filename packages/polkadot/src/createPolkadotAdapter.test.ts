import { describeDeferredAdapter } from '@foyer/test-wallets/deferred-adapter-contract'
import { createPolkadotAdapter } from './createPolkadotAdapter.ts'

describeDeferredAdapter({
  create: createPolkadotAdapter,
  namespace: 'polkadot',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chain: 'Polkadot',
})
