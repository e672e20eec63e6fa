import { createBitcoinAdapter } from '@foyer/bitcoin'
import { createEvmAdapter } from '@foyer/evm'
import { defineNetwork } from '@foyer/react'
import { ethereum, renderDapp, walletConnect } from './dapp.tsx'

const bitcoin = defineNetwork(
  {
    id: '000000000019d6689c085ae165831e93',
    name: 'Bitcoin',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: ['https://esplora.example/api'] } },
  },
  'bip122',
)

renderDapp({
  networks: [ethereum, bitcoin],
  adapters: [createEvmAdapter({ walletConnect }), createBitcoinAdapter({ walletConnect })],
})
