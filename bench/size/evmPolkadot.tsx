import { createEvmAdapter } from '@foyer/evm'
import { createPolkadotAdapter } from '@foyer/polkadot'
import { defineNetwork } from '@foyer/react'
import { ethereum, renderDapp, walletConnect } from './dapp.tsx'

const polkadot = defineNetwork(
  {
    id: '91b171bb158e2d3848fa23a9f1c25182',
    name: 'Polkadot',
    nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
    rpcUrls: { default: { http: ['https://node.example/polkadot'] } },
  },
  'polkadot',
)

renderDapp({
  networks: [ethereum, polkadot],
  adapters: [createEvmAdapter({ walletConnect }), createPolkadotAdapter({ walletConnect })],
})
