import type { CaipNetworkId } from '@foyer/core'

/** The dapp as the wallet shows it. */
export interface WalletConnectMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/** Where the SDK keeps pairings, keys and sessions (the SDK's own key-value interface). */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>
  // biome-ignore lint/suspicious/noExplicitAny: the SDK's interface stores any JSON value.
  getEntries<T = any>(): Promise<[string, T][]>
  // biome-ignore lint/suspicious/noExplicitAny: see getEntries.
  getItem<T = any>(key: string): Promise<T | undefined>
  // biome-ignore lint/suspicious/noExplicitAny: see getEntries.
  setItem<T = any>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

export interface WalletConnectOptions {
  projectId: string
  /** The relay's WebSocket URL (`ws://` or `wss://`), e.g. services/relay. Required: no public default. */
  relayUrl: string
  metadata: WalletConnectMetadata
  /**
   * Every chain the dapp offers, as CAIP-2 id → JSON-RPC URL (`{ 'eip155:1': 'https://…' }`). It is both the
   * list of chains a session asks for and where reads go; the SDK's default node is a public host.
   */
  rpcMap: Readonly<Record<string, string>>
  /** Prefix of the SDK's storage keys; default 'foyer'. A wallet sharing the origin needs another. */
  storagePrefix?: string
  /** SPEC §9: 4 minutes. Tests shorten it to see a renewal. */
  pairingLifetimeMs?: number
  /** Default: the browser's IndexedDB (the SDK's own choice). Node tests pass a memory store. */
  storage?: WalletConnectStorage
}

/** The shared session as Foyer needs it. */
export interface WalletConnectSession {
  topic: string
  /** CAIP-10 accounts the wallet granted, all namespaces. */
  accounts: string[]
  /** CAIP-2 chains the session covers. */
  chains: CaipNetworkId[]
  /** Unix ms. */
  expiresAt: number
  peer: { name: string; url: string; icons: string[] }
}

export type WalletConnectEvent =
  /** The session ended without the dapp asking: the wallet disconnected, or it expired. */
  | { type: 'disconnect'; reason: 'wallet' | 'expired' }
  | { type: 'accountsChanged'; namespace: string; addresses: string[] }
  | { type: 'chainChanged'; caipNetworkId: CaipNetworkId }

export interface WalletConnectConnectParams {
  /** Called with each pairing URI to show: the first one, then a new one at every renewal. */
  onDisplayUri(uri: string): void
  /** Aborting stops renewing and fails the connect with 'Modal closed'. */
  signal?: AbortSignal
}

/** One WalletConnect session shared by every namespace's adapter. The SDK loads on the first call. */
export interface WalletConnect {
  /** The chains every session asks for (the RPC map's keys). */
  readonly chains: readonly CaipNetworkId[]
  /** Pairs with a wallet; resolves when the wallet approves (the existing session if one is open). */
  connect(params: WalletConnectConnectParams): Promise<WalletConnectSession>
  /** The session stored from an earlier visit, unless it is gone, expired or stale (then it is disconnected). */
  restore(): Promise<WalletConnectSession | undefined>
  /** Sends a request on `caipNetworkId` through the session, or to its node for reads the session does not cover. */
  request<T = unknown>(request: { method: string; params?: unknown }, caipNetworkId: CaipNetworkId): Promise<T>
  /** Ends the session with the wallet; locally it ends even when the relay cannot be reached. */
  disconnect(): Promise<void>
  getSession(): WalletConnectSession | undefined
  subscribe(listener: (event: WalletConnectEvent) => void): () => void
}
