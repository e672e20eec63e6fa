import type { WalletConnectStorage, WebSocketConstructor } from '@foyer/walletconnect/wallet'
import type { Hex } from 'viem'
import type { DevWalletChain } from '../devWalletTypes.ts'
import type { WcWalletPolkadotOptions } from './polkadotRequests.ts'

/** How the wallet's user answers: approve at once, say no, or wait for a click on the page ('ask'). */
export type WcWalletMode = 'approve' | 'reject' | 'ask'

/** WalletConnect's Solana methods (its Solana RPC reference). */
export type WcSolanaMethod =
  | 'solana_signMessage'
  | 'solana_signTransaction'
  | 'solana_signAllTransactions'
  | 'solana_signAndSendTransaction'
  | 'solana_getAccounts'
  | 'solana_requestAccounts'

/** A Solana chain the wallet offers: its CAIP-2 id, and the node its sends go to. */
export interface WcSolanaChain {
  caipNetworkId: `solana:${string}`
  rpcUrl: string
}

/** The wallet's Solana side: it approves a proposal's solana namespace beside eip155. */
export interface WcWalletSolanaOptions {
  /** Base58 64-byte keypairs (`SOLANA_DEVNET_ACCOUNTS[i].secretKey`); each is an account on every chain. */
  secretKeys: readonly [string, ...string[]]
  chains: readonly [WcSolanaChain, ...WcSolanaChain[]]
  /** The methods it grants (of those a dapp asks for); default all. Tests narrow it to see a dapp fall back. */
  methods?: readonly WcSolanaMethod[]
}

/** Reown's bip122 methods. */
export type WcBitcoinMethod = 'getAccountAddresses' | 'signMessage' | 'signPsbt' | 'sendTransfer'

/** A Bitcoin chain the wallet offers: its CAIP-2 id, and the Esplora API its sends go to. */
export interface WcBitcoinChain {
  caipNetworkId: `bip122:${string}`
  esploraUrl: string
}

/** The wallet's Bitcoin side: it approves a proposal's bip122 namespace beside eip155. */
export interface WcWalletBitcoinOptions {
  /** 32-byte hex private keys (`BITCOIN_DEVNET_ACCOUNTS[i].privateKey`); each is an account on every chain. */
  privateKeys: readonly [string, ...string[]]
  chains: readonly [WcBitcoinChain, ...WcBitcoinChain[]]
  /** The methods it grants (of those a dapp asks for); default all. */
  methods?: readonly WcBitcoinMethod[]
}

export interface WcWalletOptions {
  projectId: string
  /** The relay's WebSocket URL, e.g. `ws://127.0.0.1:8788` or the demo's `ws://…/relay`. */
  relayUrl: string
  privateKeys: readonly [Hex, ...Hex[]]
  /** Chains the wallet offers to sessions; requests go to their `rpcUrl`. */
  chains: readonly [DevWalletChain, ...DevWalletChain[]]
  /** Solana keys and chains; without them the wallet approves eip155 only. */
  solana?: WcWalletSolanaOptions
  /** Polkadot chains and keys; without them the wallet grants no polkadot namespace. */
  polkadot?: WcWalletPolkadotOptions
  /** Bitcoin keys and chains; without them the wallet grants no bip122 namespace. */
  bitcoin?: WcWalletBitcoinOptions
  /** Storage key prefix; must differ from a dapp's on the same origin. Default 'foyer-wc-wallet'. */
  storagePrefix?: string
  /** Default: the browser's localStorage. Node passes `createMemoryStorage()` from @foyer/walletconnect. */
  storage?: WalletConnectStorage
  /** Default: the global WebSocket. Node 20 has none: pass the `ws` package's. */
  webSocket?: WebSocketConstructor
  mode?: WcWalletMode
  name?: string
  fetch?: typeof fetch
}

export interface WcWalletProposal {
  id: number
  dappName: string
  dappUrl: string
  chains: string[]
}

export interface WcWalletRequest {
  id: number
  topic: string
  method: string
  params: unknown
  chainId: string
  /** ms since epoch. */
  at: number
  outcome: 'pending' | 'ok' | 'error'
  result?: unknown
  error?: { code: number; message: string }
}

export interface WcWalletSessionInfo {
  topic: string
  dappName: string
  dappUrl: string
  accounts: string[]
}

export interface WcWalletState {
  mode: WcWalletMode
  address: string
  /** The Solana accounts' addresses; [] without a Solana side. */
  solanaAddresses: string[]
  proposals: WcWalletProposal[]
  requests: WcWalletRequest[]
  sessions: WcWalletSessionInfo[]
}
