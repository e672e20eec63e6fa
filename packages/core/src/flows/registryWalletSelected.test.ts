// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { registryFixture, walletsHandler } from '../api/localApi.testing.ts'
import { createMemoryWallet } from '../client/memoryWallet.testing.ts'
import type { RegistryWallet } from '../controllers/registryController.ts'
import { startRegistryApi } from './registryClient.testing.ts'
import { toWalletConnectWallet } from './registryWalletSelected.ts'

let api: Awaited<ReturnType<typeof startRegistryApi>>
beforeAll(async () => {
  api = await startRegistryApi()
})
afterAll(() => api.stop())
afterEach(() => api.server.on('/getWallets', walletsHandler(registryFixture(90))))

const phoneLinks = {
  universalLink: 'https://link.walletx.example',
  appStoreLink: 'https://apps.apple.com/app/id1000000001',
  playStoreLink: 'https://play.google.com/store/apps/details?id=example.walletx',
}

describe('toWalletConnectWallet', () => {
  it('hands ConnectingWalletConnect every link a phone may open, and nothing of the registry besides', () => {
    const wallet: RegistryWallet = {
      id: 'wallet-x',
      name: 'Wallet X',
      imageUrl: 'https://api.example/getWalletImage/x',
      rdns: 'example.walletx',
      mobileLink: 'walletx://',
      desktopLink: 'walletx-desktop://',
      homepage: 'https://walletx.example',
      webappLink: 'https://app.walletx.example',
      ...phoneLinks,
      chains: ['eip155:1'],
    }
    expect(toWalletConnectWallet(wallet)).toEqual({
      id: 'wallet-x',
      name: 'Wallet X',
      imageUrl: 'https://api.example/getWalletImage/x',
      mobileLink: 'walletx://',
      homepage: 'https://walletx.example',
      webappLink: 'https://app.walletx.example',
      ...phoneLinks,
    })
  })
})

describe('picking a registry wallet that is not installed', () => {
  function walletConnectClient(wallet: Record<string, unknown>) {
    api.server.on('/getWallets', () => ({ json: { count: 1, data: [wallet] } }))
    const walletConnect = createMemoryWallet({ connector: { id: 'walletConnect', type: 'WALLET_CONNECT' } })
    walletConnect.state.nextAnswer = 'hang'
    return api.setup({ adapters: [walletConnect.adapter] }).client
  }

  it('connects through WalletConnect with its universal and store links, though it has no other link', async () => {
    const client = walletConnectClient({
      id: 'wallet-x',
      name: 'Wallet X',
      chains: ['eip155:1'],
      universal_link: 'https://link.walletx.example',
      app_store: 'https://apps.apple.com/app/id1000000001',
      play_store: 'https://play.google.com/store/apps/details?id=example.walletx',
      homepage: 'https://walletx.example',
    })
    await client.loadMoreWallets()
    client.open()
    void client.selectRegistryWallet('wallet-x').catch(() => {})
    await expect.poll(() => client.stores.router.getState().view).toBe('ConnectingWalletConnect')
    expect(client.stores.router.getState().data.wallet).toMatchObject({
      id: 'wallet-x',
      name: 'Wallet X',
      homepage: 'https://walletx.example',
      ...phoneLinks,
    })
    client.close()
  })

  it('with only store links, offers its homepage in AllWallets: a store page does not open an app', async () => {
    const client = walletConnectClient({
      id: 'wallet-x',
      name: 'Wallet X',
      chains: ['eip155:1'],
      app_store: 'https://apps.apple.com/app/id1000000001',
      homepage: 'https://walletx.example',
    })
    await client.loadMoreWallets()
    client.open()
    await client.selectRegistryWallet('wallet-x')
    expect(client.stores.router.getState().view).toBe('AllWallets')
    expect(client.stores.registry.getState().selected).toMatchObject({
      homepage: 'https://walletx.example',
      appStoreLink: 'https://apps.apple.com/app/id1000000001',
    })
  })
})
