import type { CaipNetworkId } from '@foyer/core'
import type { WebSocketConstructor } from './relay/RelayConnection.ts'
import type { WalletConnectStorage } from './storage/storage.ts'

export type { WalletConnectStorage }

/** The dapp as the wallet shows it. */
export interface WalletConnectMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

export interface WalletConnectOptions {
  projectId: string
  /** The relay's WebSocket URL (`ws://` or `wss://`), e.g. services/relay. Required: no public default. */
  relayUrl: string
  metadata: WalletConnectMetadata
  /**
   * Every chain the dapp offers, as CAIP-2 id → JSON-RPC URL (`{ 'eip155:1': 'https://…' }`). It is the list of
   * chains a session asks for, and where reads the session does not grant go.
   */
  rpcMap: Readonly<Record<string, string>>
  /** Prefix of the storage keys; default 'foyer'. A wallet sharing the origin needs another. */
  storagePrefix?: string
  /** SPEC §9: 4 minutes. Tests shorten it to see a renewal. */
  pairingLifetimeMs?: number
  /** Default: the browser's localStorage. Node tests pass `createMemoryStorage()`. */
  storage?: WalletConnectStorage
  /** Default: the global WebSocket. Node 20 has none: pass the `ws` package's. */
  webSocket?: WebSocketConstructor
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

/** One namespace's view of the shared session: what a chain adapter (eip155, solana…) works with. */
export interface WalletConnectNamespace {
  readonly namespace: string
  /** The chains of this namespace the dapp asks for (from the RPC map). */
  readonly requestedChains: readonly CaipNetworkId[]
  /** This namespace's CAIP-10 accounts in the current session; [] without one. */
  accounts(): string[]
  /** This namespace's chains in the current session. */
  chains(): CaipNetworkId[]
  /**
   * The methods the wallet granted on this namespace in the current session; [] without one. An adapter offers
   * a call only when its method is granted (a request for another one goes to the chain's node instead).
   */
  methods(): string[]
  /** A request on one of this namespace's chains. */
  request<T = unknown>(method: string, params: unknown, chainId: CaipNetworkId): Promise<T>
  /** This namespace's accountsChanged and chainChanged, and the session's disconnect. */
  subscribe(listener: (event: WalletConnectEvent) => void): () => void
}

/** One WalletConnect session shared by every namespace's adapter. The protocol code loads on the first call. */
export interface WalletConnect {
  /** The chains every session asks for (the RPC map's keys). */
  readonly chains: readonly CaipNetworkId[]
  /**
   * Loads the client (crypto, relay socket, sign protocol) ahead of a `connect`, on the visitor's intent (a hover
   * or focus on WalletConnect), so the QR code waits for neither. Idempotent; a failure is left to `connect`.
   */
  prepare(): Promise<void>
  /** Pairs with a wallet; resolves when the wallet approves (the existing session if one is open). */
  connect(params: WalletConnectConnectParams): Promise<WalletConnectSession>
  /** The session stored from an earlier visit, unless it is gone, expired or stale (then it is disconnected). */
  restore(): Promise<WalletConnectSession | undefined>
  /** Sends a request on `caipNetworkId` through the session, or to its node for reads the session does not grant. */
  request<T = unknown>(request: { method: string; params?: unknown }, caipNetworkId: CaipNetworkId): Promise<T>
  /** Ends the session with the wallet; locally it ends even when the relay cannot be reached. */
  disconnect(): Promise<void>
  getSession(): WalletConnectSession | undefined
  subscribe(listener: (event: WalletConnectEvent) => void): () => void
  /** The view of the session one chain adapter uses. */
  namespace(namespace: string): WalletConnectNamespace
}
