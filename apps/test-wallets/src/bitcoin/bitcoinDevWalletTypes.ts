import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import type { DevWalletMode } from '../devWalletTypes.ts'
import type { StorageLike } from '../walletStorage.ts'
import type { BitcoinPurpose } from './bitcoinKey.ts'

// The Bitcoin Dev Wallet's public shapes: the Wallet Standard `bitcoin:*` features it implements (as Exodus's
// bitcoin-wallet-standard and AppKit's WalletStandardConnector use them), its options, its log and its state.

/** A Wallet Standard account with the address's role, as Bitcoin wallets add it. */
export interface BitcoinWalletAccount extends WalletAccount {
  readonly purpose: BitcoinPurpose
}

export interface BitcoinConnectInput {
  purposes: readonly BitcoinPurpose[]
}

export interface BitcoinConnectOutput {
  accounts: readonly BitcoinWalletAccount[]
}

export interface BitcoinSignMessageInput {
  account: WalletAccount
  message: Uint8Array
  /** Default 'bip322' (BIP-322 "simple"); 'ecdsa' is the legacy "Bitcoin Signed Message" (BIP-137). */
  protocol?: 'bip322' | 'ecdsa'
}

export interface BitcoinSignMessageOutput {
  signedMessage: Uint8Array
  /** BIP-322: the serialized witness stack; ECDSA: 65 bytes (header, r, s). Apps send it as base64. */
  signature: Uint8Array
}

/** A sighash as a number, or as the feature's flag name ('ALL', 'SINGLE|ANYONECANPAY', …). */
export type BitcoinSigHash = number | string

export interface BitcoinSignTransactionInput {
  psbt: Uint8Array
  inputsToSign: readonly { account: WalletAccount; signingIndexes: readonly number[]; sigHash?: BitcoinSigHash }[]
  chain?: IdentifierString
}

export interface BitcoinSignTransactionOutput {
  /** The PSBT with the asked inputs signed (not finalized: the app may add more signatures). */
  signedPsbt: Uint8Array
}

export interface BitcoinDevWalletOptions {
  /**
   * 32-byte hex private keys; each gives a payment (P2WPKH) and an ordinals (P2TR, BIP-86) address on regtest.
   * Default the devnet's ten accounts. Key 0 is selected unless storage or `accountIndex` says otherwise.
   */
  privateKeys?: readonly string[]
  /** Base URL of the Esplora API broadcasts and transfers use (`startBitcoinDevnet().url`); none: they fail. */
  esploraUrl?: string
  accountIndex?: number
  /** Where the granted purposes and the selected key survive a reload; default localStorage, else memory. */
  storage?: StorageLike
  /** Prefix of the stored keys; default `foyer-bitcoin-dev-wallet`. */
  storagePrefix?: string
  mode?: DevWalletMode
  /** Default 500 ms. */
  delayMs?: number
  fetch?: typeof fetch
}

export interface BitcoinDevWalletRequest {
  /** The feature or provider method called, e.g. `bitcoin:signMessage`, `sats-connect:signPsbt`, `unisat:signPsbt`. */
  method: string
  /** What the dapp asked, summarised: accounts as addresses, bytes as lengths, options as given. */
  params: unknown
  /** ms since epoch. */
  at: number
  outcome: 'pending' | 'ok' | 'error'
  error?: { code: number; message: string }
}

export interface BitcoinDevWalletState {
  /** The purposes the site was granted; [] when it is not connected. */
  purposes: BitcoinPurpose[]
  accountIndex: number
  paymentAddress: string
  ordinalsAddress: string
  chains: string[]
  esploraUrl: string | undefined
  mode: DevWalletMode
  delayMs: number
  /** Prompts waiting for an answer in 'hold' mode. */
  heldPrompts: number
}
