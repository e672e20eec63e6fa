import type { WalletConnectStorage, WebSocketConstructor } from '@foyer/walletconnect/wallet'
import type { Hex } from 'viem'
import type { DevWalletChain } from '../devWalletTypes.ts'

/** How the wallet's user answers: approve at once, say no, or wait for a click on the page ('ask'). */
export type WcWalletMode = 'approve' | 'reject' | 'ask'

export interface WcWalletOptions {
  projectId: string
  /** The relay's WebSocket URL, e.g. `ws://127.0.0.1:8788` or the demo's `ws://…/relay`. */
  relayUrl: string
  privateKeys: readonly [Hex, ...Hex[]]
  /** Chains the wallet offers to sessions; requests go to their `rpcUrl`. */
  chains: readonly [DevWalletChain, ...DevWalletChain[]]
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
  proposals: WcWalletProposal[]
  requests: WcWalletRequest[]
  sessions: WcWalletSessionInfo[]
}
