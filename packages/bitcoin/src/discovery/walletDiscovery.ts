import type { Connector } from '@foyer/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { BitcoinWallet } from '../wallets/bitcoinWallet.ts'
import { satsConnectWallet } from '../wallets/satsConnectWallet.ts'
import { isBitcoinStandardWallet, standardBitcoinWallet } from '../wallets/standardWallet.ts'
import { unisatWallet } from '../wallets/unisatWallet.ts'
import { satsConnectProviders, unisatProviders } from './injectedWallets.ts'

/** AppKit looks for sats-connect providers 3 times, 200 ms apart: extensions may inject after the page's script. */
const RESCANS = 3
const RESCAN_MS = 200

export type WalletDiscovery = ReturnType<typeof createWalletDiscovery>

/**
 * Finds Bitcoin wallets of the three families — Wallet Standard wallets with `bitcoin:connect`, sats-connect
 * providers listed in `window.btc_providers`, Unisat-style injected objects — one per name, in that order of
 * preference (an extension seen through several surfaces is listed once, through its standard one).
 */
export function createWalletDiscovery(win: (Window & typeof globalThis) | undefined = globalThis.window) {
  let started = false
  let registry: ReturnType<typeof getWallets> | undefined
  const listeners = new Set<() => void>()
  // One BitcoinWallet per wallet object and connector, so a connection and discovery speak of the same one (one
  // object may be found at several places: a wallet injecting itself as UniSat and as OKX).
  const handles = new WeakMap<object, Map<string, BitcoinWallet>>()
  const handleOf = (key: object, id: string, make: () => BitcoinWallet) => {
    let byId = handles.get(key)
    if (!byId) {
      byId = new Map()
      handles.set(key, byId)
    }
    let handle = byId.get(id)
    if (!handle) {
      handle = make()
      byId.set(id, handle)
    }
    return handle
  }
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }

  const wallets = (): BitcoinWallet[] => {
    const standard = (registry?.get() ?? [])
      .filter(isBitcoinStandardWallet)
      .map((wallet: Wallet) => handleOf(wallet, 'standard', () => standardBitcoinWallet(wallet)))
    const sats = satsConnectProviders(win).found.map(({ info, provider }) =>
      handleOf(provider, `sats:${info.id}:${info.name}`, () => satsConnectWallet(info, provider)),
    )
    const unisat = unisatProviders(win).map(({ key, name, provider }) =>
      handleOf(provider, key, () => unisatWallet(key, name, provider)),
    )
    const seen = new Set<string>()
    return [...standard, ...sats, ...unisat].filter(({ connector }) => {
      const name = connector.name.toLowerCase()
      if (seen.has(name)) return false
      seen.add(name)
      return true
    })
  }

  const start = () => {
    if (started || !win) return
    started = true
    registry = getWallets()
    registry.on('register', notify)
    registry.on('unregister', notify)
    // Injected objects announce nothing: look again a few times for late ones.
    let rescans = 0
    const rescan = () => {
      notify()
      if (++rescans < RESCANS) setTimeout(rescan, RESCAN_MS)
    }
    setTimeout(rescan, RESCAN_MS)
  }

  const subscribe = (listener: () => void): (() => void) => {
    start()
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  const find = (connectorId: string) => wallets().find((wallet) => wallet.connector.id === connectorId)

  return {
    subscribe,

    /** Whether the connector's wallet is still on the page (a wallet that leaves ends its connection). */
    isPresent: (wallet: BitcoinWallet): boolean => wallets().includes(wallet),

    /** Calls back with the list now and whenever it changes. */
    watch(onChange: (connectors: Connector[]) => void): () => void {
      let lastKey: string | undefined
      const emitIfChanged = () => {
        const connectors = wallets().map((wallet) => wallet.connector)
        const key = JSON.stringify(connectors)
        if (key === lastKey) return
        lastKey = key
        onChange(connectors)
      }
      const stop = subscribe(emitIfChanged)
      emitIfChanged()
      return stop
    },

    /** The connector's wallet, looking again every RESCAN_MS for up to `timeoutMs` (injected ones announce nothing). */
    waitForWallet(connectorId: string, timeoutMs: number): Promise<BitcoinWallet | undefined> {
      start()
      const now = find(connectorId)
      if (now || timeoutMs <= 0) return Promise.resolve(now)
      return new Promise((resolve) => {
        const deadline = Date.now() + timeoutMs
        const finish = (wallet: BitcoinWallet | undefined) => {
          clearInterval(timer)
          stop()
          resolve(wallet)
        }
        const look = () => {
          const wallet = find(connectorId)
          if (wallet || Date.now() >= deadline) finish(wallet)
        }
        const stop = subscribe(look)
        const timer = setInterval(look, RESCAN_MS)
      })
    },
  }
}
