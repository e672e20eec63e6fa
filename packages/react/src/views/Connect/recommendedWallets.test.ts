import type { Connector, RegistryWallet } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { featuredWallets, recommendedWallets } from './recommendedWallets.ts'

const wallet = (id: string, rdns: string, chains = ['eip155:1']): RegistryWallet => ({ id, name: id, rdns, chains })
const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
}

describe('recommendedWallets', () => {
  it('skips wallets already installed, matched by rdns, and shows at most 4', () => {
    const recommended = [
      wallet('metamask', 'io.metamask'),
      wallet('a', 'com.a'),
      wallet('b', 'com.b'),
      wallet('c', 'com.c'),
      wallet('d', 'com.d'),
    ]
    expect(recommendedWallets(recommended, [metamask]).map((entry) => entry.id)).toEqual(['a', 'b', 'c', 'd'])
  })

  it("skips a wallet the page reaches through a connector of its own (Coinbase's SDK names its rdns)", () => {
    const coinbaseSdk: Connector = {
      id: 'coinbaseWalletSDK',
      name: 'Coinbase Wallet',
      type: 'EXTERNAL',
      chain: 'eip155',
      info: { rdns: 'com.coinbase.wallet' },
    }
    const recommended = [wallet('coinbase-wallet', 'com.coinbase.wallet'), wallet('a', 'com.a')]
    expect(recommendedWallets(recommended, [coinbaseSdk]).map((entry) => entry.id)).toEqual(['a'])
  })

  it('keeps only wallets of the target namespace when there is one', () => {
    const recommended = [
      wallet('evm', 'com.evm'),
      wallet('sol', 'com.sol', ['solana:mainnet']),
      wallet('any', 'com.any', []),
    ]
    expect(recommendedWallets(recommended, [], 'solana').map((entry) => entry.id)).toEqual(['sol', 'any'])
  })
})

describe('featuredWallets', () => {
  it('shows at most 4 featured wallets (SPEC §9 featured default 4), in the dapp’s order', () => {
    const featured = ['f', 'e', 'd', 'c', 'b', 'a'].map((id) => ({ id, name: id, chains: [] }))
    expect(featuredWallets(featured, []).map((wallet) => wallet.id)).toEqual(['f', 'e', 'd', 'c'])
  })
})
