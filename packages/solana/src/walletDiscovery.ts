import type { Connector } from '@foyer/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { featureOf, isSolanaWallet } from './walletStandard.ts'

/**
 * The connector id of the Solana wallet named `name`: stable across reloads (a wallet object is not), so a stored
 * connection finds its wallet again.
 */
export const solanaConnectorId = (name: string): string => `wallet-standard:${name}`

export type WalletDiscovery = ReturnType<typeof createWalletDiscovery>

/**
 * Finds Solana wallets through the Wallet Standard: those registered before the page asked (app-ready), those
 * registering later (register-wallet), and those that leave. Discovery starts on first use, so nothing runs on
 * import or on a server.
 */
export function createWalletDiscovery() {
  let started = false
  let registry: ReturnType<typeof getWallets> | undefined
  const listeners = new Set<() => void>()
  const watched = new WeakSet<Wallet>()
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }

  // A wallet may add Solana (or standard:connect) after registering: it says so in a change event.
  const watchWallet = (wallet: Wallet) => {
    if (watched.has(wallet)) return
    watched.add(wallet)
    featureOf(wallet, 'standard:events')?.on('change', (properties) => {
      if (properties.chains || properties.features) notify()
    })
  }

  const start = () => {
    if (started || typeof window === 'undefined') return
    started = true
    registry = getWallets()
    registry.on('register', (...wallets) => {
      for (const wallet of wallets) watchWallet(wallet)
      notify()
    })
    registry.on('unregister', notify)
    for (const wallet of registry.get()) watchWallet(wallet)
  }

  /** Solana wallets, one per name: a wallet registered twice (reinjected after an update) keeps the first. */
  const wallets = (): Wallet[] => {
    const seen = new Set<string>()
    return (registry?.get() ?? []).filter((wallet) => {
      if (!isSolanaWallet(wallet) || seen.has(wallet.name)) return false
      seen.add(wallet.name)
      return true
    })
  }

  const connectorOf = (wallet: Wallet): Connector => ({
    id: solanaConnectorId(wallet.name),
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    // A data: URI by the standard; the UI sanitises and inlines SVG itself.
    imageUrl: wallet.icon,
  })

  const find = (connectorId: string) => wallets().find((wallet) => solanaConnectorId(wallet.name) === connectorId)

  /** Calls back whenever a wallet registers, leaves or changes its chains or features. */
  const subscribe = (listener: () => void): (() => void) => {
    start()
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  return {
    subscribe,

    /** Whether `wallet` is still registered (a wallet that leaves ends its connection). */
    isRegistered: (wallet: Wallet): boolean => registry?.get().includes(wallet) ?? false,

    /** Calls back with the list now and whenever it changes. */
    watch(onChange: (connectors: Connector[]) => void): () => void {
      let lastKey: string | undefined
      const emitIfChanged = () => {
        const connectors = wallets().map(connectorOf)
        const key = JSON.stringify(connectors)
        if (key === lastKey) return
        lastKey = key
        onChange(connectors)
      }
      const stop = subscribe(emitIfChanged)
      emitIfChanged()
      return stop
    },

    /** The connector's wallet, waiting up to `timeoutMs` for it to register. */
    waitForWallet(connectorId: string, timeoutMs: number): Promise<Wallet | undefined> {
      start()
      const now = find(connectorId)
      if (now || timeoutMs <= 0) return Promise.resolve(now)
      return new Promise((resolve) => {
        const finish = (wallet: Wallet | undefined) => {
          clearTimeout(timer)
          stop()
          resolve(wallet)
        }
        const stop = subscribe(() => {
          const wallet = find(connectorId)
          if (wallet) finish(wallet)
        })
        const timer = setTimeout(() => finish(find(connectorId)), timeoutMs)
      })
    },
  }
}
