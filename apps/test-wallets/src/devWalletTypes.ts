import type { Address, Hex } from 'viem'
import type { StorageLike } from './walletStorage.ts'

// The Dev Wallet's public shapes: its options, its chains, what it records and reports.

export interface DevWalletChain {
  chainId: number
  rpcUrl: string
  name?: string
  nativeCurrency?: { name: string; symbol: string; decimals: number }
  blockExplorerUrl?: string
}

/**
 * How the wallet answers prompts: approve at once, say no (4001), approve after `delayMs`, or hold them until
 * the test answers (`answerHeldPrompts`), as a visitor who takes their time would.
 */
export type DevWalletMode = 'approve' | 'reject' | 'delay' | 'hold'

export interface DevWalletOptions {
  /** Accounts the wallet holds; account 0 is selected unless storage or `accountIndex` says otherwise. */
  privateKeys: readonly [Hex, ...Hex[]]
  /** Chains the wallet knows; switching to any other answers 4902 until the dapp adds it. */
  chains: readonly [DevWalletChain, ...DevWalletChain[]]
  /** The chain a fresh wallet starts on; default the first of `chains`. */
  chainId?: number
  accountIndex?: number
  /** Where approval, chain and account survive a reload; default localStorage, else memory. */
  storage?: StorageLike
  /** Prefix of the stored keys; default `foyer-dev-wallet` (so approval is `foyer-dev-wallet:approved`). */
  storagePrefix?: string
  mode?: DevWalletMode
  /** Default 500 ms. */
  delayMs?: number
  fetch?: typeof fetch
}

export interface DevWalletRequest {
  method: string
  params: unknown
  /** ms since epoch. */
  at: number
  outcome: 'pending' | 'ok' | 'error'
  error?: { code: number; message: string }
}

export interface DevWalletState {
  approved: boolean
  chainId: number
  accountIndex: number
  address: Address
  addresses: Address[]
  knownChainIds: number[]
  mode: DevWalletMode
  delayMs: number
  /** Prompts waiting for an answer in 'hold' mode. */
  heldPrompts: number
  /** Present only while `useSmartAccount` has the wallet answer as a smart account. */
  smartAccount?: DevWalletSmartAccount
}

/** The devnet's Solady smart account (`@foyer/devnet/smartAccounts`, default salt) of one of the wallet's keys. */
export interface DevWalletSmartAccount {
  ownerIndex: number
  address: Address
}

export interface EIP1193RequestArguments {
  method: string
  params?: readonly unknown[] | object
}
