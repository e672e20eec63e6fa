import { adapterListeners, type ChainAdapter, type Connector, oneConnection } from '@foyer/core'
import { connectorPreparer, type WalletConnect } from '@foyer/walletconnect'
import { loadAddressChecksums } from './bitcoinAddress.ts'
import { bitcoinChain } from './bitcoinChain.ts'
import { walletConnectConnector } from './walletConnectConnector.ts'

export interface BitcoinAdapterOptions {
  /**
   * The dapp's shared WalletConnect session (buildWalletConnect), the same object the other adapters get: lists
   * the 'WalletConnect' connector, and connects the session's bip122 namespace.
   */
  walletConnect?: WalletConnect
  /**
   * SPEC §9 "Injected provider wait": how long connect waits for a wallet to appear, and how long a reload's silent
   * connect may take before the connection is given up. Default 1000 ms.
   */
  walletWaitMs?: number
  /** Reaches the networks' Esplora APIs (balances, UTXOs, fee rates, broadcast). */
  fetch?: typeof fetch
}

// SPEC §9.
const WALLET_WAIT_MS = 1000

// Named through `import()` types: a static type import would read, to the import rules, as loading them eagerly.
type WalletConnection = ReturnType<typeof import('./connection/walletConnection.ts')['createWalletConnection']>
type WalletDiscovery = ReturnType<typeof import('./discovery/walletDiscovery.ts')['createWalletDiscovery']>

/**
 * The bip122 ChainAdapter: Wallet Standard, sats-connect and Unisat-style wallets and WalletConnect's bip122
 * namespace; balances, fee rates and broadcasts through the network's Esplora API. The page loads this shell and
 * the chain's description only: discovery and the wallet calls load when the Connect view first lists wallets,
 * balances with the first balance, @scure/btc-signer with the first payment or PSBT.
 */
export function buildBitcoinAdapter(options: BitcoinAdapterOptions = {}): ChainAdapter {
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
  const { emit, subscribe } = adapterListeners('bitcoin')
  const ownConnectors: Connector[] = options.walletConnect ? [walletConnectConnector] : []
  const walletModule = () => import('./connection/walletConnection.ts')
  let discovery: Promise<WalletDiscovery> | undefined
  const loadDiscovery = () => {
    discovery ??= Promise.all([import('./discovery/walletDiscovery.ts'), loadAddressChecksums()]).then(
      ([{ createWalletDiscovery }]) => createWalletDiscovery(),
    )
    return discovery
  }
  // One connection for the adapter's life, made when a Bitcoin wallet is first used.
  let connection: WalletConnection | undefined
  const load = async (): Promise<WalletConnection> => {
    const [{ createWalletConnection }, found] = await Promise.all([walletModule(), loadDiscovery()])
    connection ??= createWalletConnection({
      discovery: found,
      walletWaitMs: options.walletWaitMs ?? WALLET_WAIT_MS,
      fetchFn,
      walletConnect: options.walletConnect,
      emit,
    })
    return connection
  }

  return {
    namespace: 'bip122',
    chain: bitcoinChain,
    watchConnectors(onChange) {
      let stop: (() => void) | undefined
      let stopped = false
      onChange([...ownConnectors])
      loadDiscovery().then(
        (found) => {
          if (!stopped) stop = found.watch((connectors) => onChange([...ownConnectors, ...connectors]))
        },
        (error) => console.error('[foyer] bitcoin wallet discovery failed to load', error),
      )
      return () => {
        stopped = true
        stop?.()
      }
    },
    ...oneConnection(load, () => connection),
    // WalletConnect's client loads on the visitor's intent, ahead of the pick.
    ...(options.walletConnect
      ? { prepareConnector: connectorPreparer(options.walletConnect, walletConnectConnector.id) }
      : {}),
    getBalance: async (params) => (await import('./esplora/utxoBalance.ts')).utxoBalance(params, fetchFn),
    subscribe,
    getProvider: (params) => connection?.provider(params?.network),
  }
}
