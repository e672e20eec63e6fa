import { adapterListeners, type ChainAdapter, oneConnection } from '@foyer/core'
import { connectorPreparer, type WalletConnect } from '@foyer/walletconnect'
import { createExtensionDiscovery } from './extensionDiscovery.ts'
import { createPolkadotChain, type Ss58Codec } from './polkadotChain.ts'
import { createPolkadotSiwxVerifier } from './siwx/polkadotSiwxVerifier.ts'
import { checkSs58Formats, GENERIC_SS58_FORMAT, type Ss58Formats } from './ss58Formats.ts'
import { walletConnectConnector } from './walletConnect/walletConnectConnector.ts'

export interface PolkadotAdapterOptions {
  /**
   * The dapp's shared WalletConnect session (buildWalletConnect), the same object the other adapters get: lists
   * the 'WalletConnect' connector, and connects the session's polkadot namespace.
   */
  walletConnect?: WalletConnect
  /** The name an extension shows when it asks the visitor to allow the site. Default: the page's host. */
  appName?: string
  /**
   * SPEC §9 "Injected provider wait": how long connect waits for an extension to inject, and how long a reload's
   * silent enable may take before the connection is given up. Default 1000 ms.
   */
  walletWaitMs?: number
  /** SS58 formats by CAIP-2 id, over the built-in Polkadot 0 and Kusama 2 (every other network: 42). */
  ss58Formats?: Ss58Formats
  fetch?: typeof fetch
}

// SPEC §9.
const WALLET_WAIT_MS = 1000

type Runtime = typeof import('./connection/polkadotRuntime.ts')
type ExtensionConnection = ReturnType<Runtime['createExtensionConnection']>

const defaultAppName = (): string => (typeof location === 'undefined' ? 'Foyer' : location.host || 'Foyer')

/**
 * The polkadot ChainAdapter: extensions in `window.injectedWeb3` and WalletConnect's polkadot namespace; balances
 * from the network's own node. The page loads discovery and the chain's description only; the connection, the
 * SS58 codec and the balance read load when a Polkadot wallet is first used, the WalletConnect side when
 * WalletConnect is. Polkadot has no Send in Foyer (SPEC §9): dapps sign extrinsics through getProvider().
 */
export function buildPolkadotAdapter(options: PolkadotAdapterOptions = {}): ChainAdapter {
  const ss58Formats = checkSs58Formats(options.ss58Formats)
  const discovery = createExtensionDiscovery()
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
  const { emit, subscribe } = adapterListeners('polkadot')
  const ownConnectors = options.walletConnect ? [walletConnectConnector] : []
  let codec: Ss58Codec | undefined
  let format = GENERIC_SS58_FORMAT
  const runtime = async () => {
    const loaded = await import('./connection/polkadotRuntime.ts')
    codec = loaded.ss58Codec
    return loaded
  }
  // One connection for the adapter's life, made when a Polkadot wallet is first used.
  let connection: ExtensionConnection | undefined
  const load = async (): Promise<ExtensionConnection> => {
    const { createExtensionConnection } = await runtime()
    connection ??= createExtensionConnection({
      discovery,
      appName: options.appName ?? defaultAppName(),
      walletWaitMs: options.walletWaitMs ?? WALLET_WAIT_MS,
      ss58Formats,
      walletConnect: options.walletConnect,
      useFormat: (next) => {
        format = next
      },
      emit,
    })
    return connection
  }

  return {
    namespace: 'polkadot',
    chain: createPolkadotChain({ codec: () => codec, format: () => format }),
    watchConnectors: (onChange) => discovery.watch((connectors) => onChange([...ownConnectors, ...connectors])),
    ...oneConnection(load, () => connection),
    // WalletConnect's client loads on the visitor's intent, ahead of the pick.
    ...(options.walletConnect
      ? { prepareConnector: connectorPreparer(options.walletConnect, walletConnectConnector.id) }
      : {}),
    getBalance: async (params) => (await runtime()).freeBalance(params, fetchFn),
    subscribe,
    getProvider: () => connection?.provider(),
    siwxVerifier: createPolkadotSiwxVerifier(),
  }
}
