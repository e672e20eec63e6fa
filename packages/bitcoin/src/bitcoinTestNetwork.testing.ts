import { defineNetwork, type Network } from '@foyer/core'

/** A Bitcoin network whose rpc URL is an Esplora API's base, as a dapp configures it (tests pass the devnet's). */
export function bitcoinTestNetwork(
  esploraUrl: string,
  caipNetworkId = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
): Network {
  return defineNetwork(
    {
      id: caipNetworkId.slice('bip122:'.length),
      name: 'Foyer Bitcoin Regtest',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: [esploraUrl] } },
      testnet: true,
    },
    'bip122',
  )
}
