import type { CaipNetworkId, ChainNamespace } from './network.ts'

export type ConnectorType = 'EXTERNAL' | 'WALLET_CONNECT' | 'INJECTED' | 'ANNOUNCED' | 'AUTH' | 'MULTI_CHAIN'

/** A way to connect, discovered by an adapter (SPEC §3). */
export interface Connector {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  chains?: readonly CaipNetworkId[]
  /** A data: or same-origin URL; never a third-party host. */
  imageUrl?: string
  imageId?: string
  info?: { rdns?: string }
  explorerId?: string
  /**
   * The wallet holds many accounts and the visitor picks one before connecting (a hardware wallet): the adapter's
   * listAccountChoices lists them and ConnectParams.accountChoice names the one picked.
   */
  picksAccount?: true
}

/** SPEC §4: a connector is connected (active one), active (has a stored connection) or disconnected. */
export type ConnectorStatus = 'connected' | 'active' | 'disconnected'

/** SPEC §4 connection status. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

export type AccountType = 'eoa' | 'smartAccount'

/**
 * What an account is for: SPEC §3 account types, and a Bitcoin wallet's payment and ordinals addresses (SPEC §9:
 * Bitcoin's default account type is payment).
 */
export type AccountKind = AccountType | 'payment' | 'ordinal'

export interface Account {
  namespace: ChainNamespace
  address: string
  type: AccountKind
  publicKey?: string
  path?: string
}

/** A stored connection (SPEC §3). */
export interface Connection {
  connectorId: string
  accounts: { address: string }[]
  caipNetworkId: CaipNetworkId
  /**
   * An embedded (AUTH) connection's login: 'email' or the social provider ('google', 'farcaster'…), so that
   * connecting it again after a disconnect re-runs that login (SPEC §4 switching connections). Never the address.
   */
  login?: string
}
