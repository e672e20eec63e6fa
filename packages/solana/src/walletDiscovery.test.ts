import { createMemoryStorage } from '@foyer/test-wallets'
import { createSolanaDevWallet } from '@foyer/test-wallets/solana'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { StandardEventsListeners } from '@wallet-standard/features'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWalletDiscovery, solanaConnectorId } from './walletDiscovery.ts'

vi.stubGlobal('window', new EventTarget())

const RPC_URL = 'http://127.0.0.1:1' // discovery never calls the wallet's node
const unregisters: (() => void)[] = []
afterEach(() => {
  for (const unregister of unregisters.splice(0)) unregister()
})

const register = (wallet: Wallet) => {
  const unregister = getWallets().register(wallet)
  unregisters.push(unregister)
  return unregister
}

function devWallet(name?: string) {
  const wallet = createSolanaDevWallet({ rpcUrl: RPC_URL, storage: createMemoryStorage() })
  if (name) Object.defineProperty(wallet, 'name', { value: name })
  return wallet
}

/** A wallet of another chain family, or one that changes its chains later (as a multichain extension may). */
function otherWallet(name: string, chains: Wallet['chains'], features: Wallet['features'] = {}) {
  const listeners = new Set<StandardEventsListeners['change']>()
  const wallet = {
    version: '1.0.0' as const,
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+' as const,
    chains,
    accounts: [],
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: StandardEventsListeners['change']) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      ...features,
    },
  }
  const addChains = (added: Wallet['chains']) => {
    wallet.chains = [...wallet.chains, ...added]
    for (const listener of listeners) listener({ chains: wallet.chains })
  }
  return { wallet, addChains }
}

function watch(discovery = createWalletDiscovery()) {
  const lists: { id: string; name: string }[][] = []
  const stop = discovery.watch((connectors) => lists.push(connectors.map(({ id, name }) => ({ id, name }))))
  return { lists, stop, latest: () => lists.at(-1) ?? [] }
}

describe('Solana wallet discovery', () => {
  it('lists a Solana wallet as an ANNOUNCED solana connector named wallet-standard:{name}, its icon a data: URI', () => {
    const wallet = devWallet()
    register(wallet)
    const connectors: unknown[] = []
    createWalletDiscovery().watch((list) => connectors.push(...list))
    expect(connectors).toEqual([
      {
        id: 'wallet-standard:Dev Wallet',
        name: 'Dev Wallet',
        type: 'ANNOUNCED',
        chain: 'solana',
        imageUrl: wallet.icon,
      },
    ])
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(solanaConnectorId('Dev Wallet')).toBe('wallet-standard:Dev Wallet')
  })

  it('calls back with the whole list when a wallet registers or leaves, until stopped', () => {
    const { lists, stop } = watch()
    expect(lists).toEqual([[]])
    const unregister = register(devWallet())
    register(devWallet('Second Wallet'))
    unregister()
    stop()
    register(devWallet('Third Wallet'))
    expect(lists.map((list) => list.map((connector) => connector.name))).toEqual([
      [],
      ['Dev Wallet'],
      ['Dev Wallet', 'Second Wallet'],
      ['Second Wallet'],
    ])
  })

  it('leaves out wallets of other chains and wallets that cannot connect', () => {
    register(otherWallet('Sui Wallet', ['sui:mainnet']).wallet)
    register(otherWallet('Sign-only Wallet', ['solana:mainnet'], { 'standard:connect': undefined }).wallet)
    expect(watch().latest()).toEqual([])
  })

  it('lists a wallet once it adds a solana: chain', () => {
    const { wallet, addChains } = otherWallet('Multichain Wallet', ['sui:mainnet'])
    register(wallet)
    const { latest } = watch()
    expect(latest()).toEqual([])
    addChains(['solana:mainnet'])
    expect(latest()).toEqual([{ id: 'wallet-standard:Multichain Wallet', name: 'Multichain Wallet' }])
  })

  it('keeps the first of two wallets with one name (an extension registered twice)', () => {
    const first = devWallet()
    register(first)
    register(devWallet())
    expect(watch().latest()).toHaveLength(1)
  })

  it('waits for a wallet that registers late, and gives up after timeoutMs', async () => {
    const discovery = createWalletDiscovery()
    const late = devWallet('Late Wallet')
    const waiting = discovery.waitForWallet('wallet-standard:Late Wallet', 10_000)
    register(late)
    expect(await waiting).toBe(late)
    expect(await discovery.waitForWallet('wallet-standard:Absent Wallet', 10)).toBeUndefined()
  })
})
