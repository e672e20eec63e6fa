// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryWallet } from '../client/memoryWallet.testing.ts'
import type { CustomWallet } from '../client/types.ts'
import { customRegistryWallets } from './customWallets.ts'
import { registryMainnet, startRegistryApi } from './registryClient.testing.ts'

let api: Awaited<ReturnType<typeof startRegistryApi>>
beforeAll(async () => {
  api = await startRegistryApi()
})
afterAll(() => api.stop())

const inHouse: CustomWallet = {
  id: 'in-house',
  name: 'In-House Wallet',
  imageUrl: 'https://dapp.example/in-house.svg',
  homepage: 'https://dapp.example/wallet',
  mobile_link: 'inhouse://',
}

describe('custom wallets', () => {
  it('read as registry wallets with their links, in the dapp’s order', () => {
    const wallets = customRegistryWallets({ customWallets: [inHouse, { id: 'bare', name: 'Bare' }] })
    expect(wallets).toEqual([
      {
        id: 'in-house',
        name: 'In-House Wallet',
        imageUrl: 'https://dapp.example/in-house.svg',
        homepage: 'https://dapp.example/wallet',
        mobileLink: 'inhouse://',
        chains: [],
      },
      { id: 'bare', name: 'Bare', chains: [] },
    ])
  })

  it('connect through WalletConnect with their own name and deep link', async () => {
    const walletConnect = createMemoryWallet({ connector: { id: 'walletConnect', type: 'WALLET_CONNECT' } })
    walletConnect.state.nextAnswer = 'hang'
    const { client } = api.setup({ adapters: [walletConnect.adapter], customWallets: [inHouse] })
    client.open()
    void client.selectRegistryWallet('in-house').catch(() => {})
    await expect.poll(() => client.stores.router.getState().view).toBe('ConnectingWalletConnect')
    expect(client.stores.router.getState().data.wallet).toMatchObject({
      id: 'in-house',
      name: 'In-House Wallet',
      mobileLink: 'inhouse://',
    })
    client.close()
  })

  it('without WalletConnect, offer the wallet’s homepage', async () => {
    const { client } = api.setup({ networks: [registryMainnet], customWallets: [inHouse] })
    client.open()
    await client.selectRegistryWallet('in-house')
    expect(client.stores.router.getState().view).toBe('AllWallets')
    expect(client.stores.registry.getState().selected).toMatchObject({ homepage: 'https://dapp.example/wallet' })
  })

  it('refuse an id that is neither listed nor custom', async () => {
    const { client } = api.setup({ customWallets: [inHouse] })
    await expect(client.selectRegistryWallet('nobody')).rejects.toThrow('No connector found for connection')
  })
})

describe('a custom wallet’s links', () => {
  it('carry its universal and store links (issue 23)', () => {
    const phone: CustomWallet = {
      id: 'phone',
      name: 'Phone Wallet',
      universal_link: 'https://link.phone.example',
      app_store: 'https://apps.apple.com/app/id1000000001',
      play_store: 'https://play.google.com/store/apps/details?id=example.phone',
    }
    expect(customRegistryWallets({ customWallets: [phone] })).toEqual([
      {
        id: 'phone',
        name: 'Phone Wallet',
        universalLink: 'https://link.phone.example',
        appStoreLink: 'https://apps.apple.com/app/id1000000001',
        playStoreLink: 'https://play.google.com/store/apps/details?id=example.phone',
        chains: [],
      },
    ])
  })

  it('leave out a phone link that is not https, or a store link off its store, rather than open it', () => {
    const unsafe: CustomWallet = {
      id: 'unsafe',
      name: 'Unsafe',
      universal_link: 'javascript:alert(1)',
      app_store: 'https://apps.apple.com.evil.example/app/id1',
      play_store: 'https://apps.apple.com/app/id1000000001',
    }
    expect(customRegistryWallets({ customWallets: [unsafe] })).toEqual([{ id: 'unsafe', name: 'Unsafe', chains: [] }])
  })

  it('leave out a link that is not a text rather than open it', () => {
    const loose = { id: 'loose', name: 'Loose', mobile_link: 7, homepage: 'https://loose.example' }
    expect(customRegistryWallets({ customWallets: [loose as unknown as CustomWallet] })).toEqual([
      { id: 'loose', name: 'Loose', homepage: 'https://loose.example', chains: [] },
    ])
  })
})
