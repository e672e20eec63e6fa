import type { DevWalletMode } from '../devWalletTypes.ts'
import type { StorageLike } from '../walletStorage.ts'

// The Solana Dev Wallet's public shapes: its options, what it records and what it reports.

export interface SolanaDevWalletOptions {
  /** The devnet's HTTP JSON-RPC (`startSolanaDevnet().rpcUrl`); where signAndSendTransaction sends. */
  rpcUrl: string
  /**
   * Base58 64-byte keypairs the wallet holds; default the devnet's ten accounts (`SOLANA_DEVNET_ACCOUNTS`).
   * Account 0 is selected unless storage or `accountIndex` says otherwise.
   */
  secretKeys?: readonly string[]
  /** Chains it announces; default `solana:localnet` and the devnet's CAIP-2 id. All are served by `rpcUrl`. */
  chains?: readonly `solana:${string}`[]
  accountIndex?: number
  /** Where approval and the selected account survive a reload; default localStorage, else memory. */
  storage?: StorageLike
  /** Prefix of the stored keys; default `foyer-solana-dev-wallet`. */
  storagePrefix?: string
  mode?: DevWalletMode
  /** Default 500 ms. */
  delayMs?: number
  fetch?: typeof fetch
}

export interface SolanaDevWalletRequest {
  /** The Wallet Standard feature called, e.g. `solana:signMessage`. */
  method: string
  /** What the dapp asked, summarised: accounts as addresses, bytes as lengths, options as given. */
  params: unknown
  /** ms since epoch. */
  at: number
  outcome: 'pending' | 'ok' | 'error'
  error?: { code: number; message: string }
}

export interface SolanaDevWalletState {
  approved: boolean
  accountIndex: number
  address: string
  addresses: string[]
  chains: string[]
  rpcUrl: string
  mode: DevWalletMode
  delayMs: number
  /** Prompts waiting for an answer in 'hold' mode. */
  heldPrompts: number
}
