import type { Connector } from '@foyer/core'
import { createSolanaDevWallet } from '@foyer/test-wallets/solana'
import { getWallets } from '@wallet-standard/app'
import { describe, expect, it, vi } from 'vitest'
import { useDevnetAndWallets } from '../devWallet.testing.ts'
import { createWalletDiscovery } from './walletDiscovery.ts'

vi.stubGlobal('window', new EventTarget())

const { installWallet, injectFaces } = useDevnetAndWallets()
const win = () => window as unknown as Record<string, unknown>

/** The connectors the discovery lists, once they stop changing to `expected`'s length. */
async function listed(count: number): Promise<Connector[]> {
  let connectors: Connector[] = []
  const stop = createWalletDiscovery().watch((list) => {
    connectors = list
  })
  try {
    await vi.waitFor(() => expect(connectors).toHaveLength(count))
    return connectors
  } finally {
    stop()
  }
}

describe('createWalletDiscovery', () => {
  it('lists a Wallet Standard wallet with bitcoin:connect as an announced wallet', async () => {
    const wallet = installWallet()
    expect(await listed(1)).toEqual([
      {
        id: 'wallet-standard:Dev Wallet',
        name: 'Dev Wallet',
        type: 'ANNOUNCED',
        chain: 'bip122',
        imageUrl: wallet.icon,
      },
    ])
  })

  it('leaves out a Wallet Standard wallet without bitcoin:connect (a Solana wallet)', async () => {
    const unregister = getWallets().register(createSolanaDevWallet({ rpcUrl: 'http://127.0.0.1:1' }))
    try {
      installWallet()
      expect((await listed(1)).map((connector) => connector.id)).toEqual(['wallet-standard:Dev Wallet'])
    } finally {
      unregister()
    }
  })

  it('lists a sats-connect provider of window.btc_providers by the object at its dotted id', async () => {
    const { wallet } = injectFaces({ satsConnect: { id: 'FoyerDevWallet.BitcoinProvider', name: 'Sats Wallet' } })
    expect(await listed(1)).toEqual([
      {
        id: 'sats-connect:FoyerDevWallet.BitcoinProvider',
        name: 'Sats Wallet',
        type: 'ANNOUNCED',
        chain: 'bip122',
        imageUrl: wallet.icon,
      },
    ])
  })

  it('finds a sats-connect provider whose object is injected after its listing', async () => {
    injectFaces({ satsConnect: true })
    const provider = (win().FoyerDevWallet as Record<string, unknown>).BitcoinProvider
    delete (win().FoyerDevWallet as Record<string, unknown>).BitcoinProvider
    let connectors: Connector[] = []
    const stop = createWalletDiscovery().watch((list) => {
      connectors = list
    })
    expect(connectors).toEqual([])
    ;(win().FoyerDevWallet as Record<string, unknown>).BitcoinProvider = provider
    await vi.waitFor(() =>
      expect(connectors.map((connector) => connector.id)).toEqual(['sats-connect:FoyerDevWallet.BitcoinProvider']),
    )
    stop()
  })

  it('lists the Unisat-style objects of UniSat, Bitget and OKX as injected wallets', async () => {
    const { unisat } = injectFaces({ unisat: true })
    win().bitkeep = { unisat }
    win().okxwallet = { bitcoin: unisat }
    expect(await listed(3)).toEqual([
      { id: 'injected:unisat', name: 'UniSat Wallet', type: 'INJECTED', chain: 'bip122' },
      { id: 'injected:bitget', name: 'Bitget Wallet', type: 'INJECTED', chain: 'bip122' },
      { id: 'injected:okx', name: 'OKX Wallet', type: 'INJECTED', chain: 'bip122' },
    ])
  })

  it('lists a wallet seen through several faces once, by its Wallet Standard one', async () => {
    injectFaces({ walletStandard: true, satsConnect: true })
    const connectors = await listed(1)
    expect(connectors.map((connector) => connector.id)).toEqual(['wallet-standard:Dev Wallet'])
  })
})
