import type { PolkadotDevnetAccount } from '@foyer/devnet/polkadot/accounts'
import type { DevWalletMode } from '../devWalletTypes.ts'
import type { StorageLike } from '../walletStorage.ts'
import type { SignerPayloadJson } from './signerPayload.ts'

// The Polkadot Dev Wallet's public shapes: the injected-extension protocol (@polkadot/extension-inject's types,
// written out so the wallet needs no @polkadot package) and the wallet's options, log and state.

export type PolkadotKeypairType = 'sr25519' | 'ed25519' | 'ecdsa'

export interface InjectedAccount {
  address: string
  name?: string
  type?: PolkadotKeypairType
  genesisHash?: string | null
}

export interface SignerPayloadRaw {
  address: string
  /** 0x hex bytes, or text (signed as its UTF-8). */
  data: string
  type: 'bytes' | 'payload'
}

export interface SignerResult {
  id: number
  signature: `0x${string}`
}

export interface InjectedExtensionApi {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    subscribe(callback: (accounts: InjectedAccount[]) => void | Promise<void>): () => void
  }
  signer: {
    signRaw(raw: SignerPayloadRaw): Promise<SignerResult>
    signPayload(payload: SignerPayloadJson): Promise<SignerResult>
  }
}

/** What an extension puts at `window.injectedWeb3[key]`. */
export interface InjectedWindowProvider {
  version: string
  name: string
  icon: string
  enable(originName: string): Promise<InjectedExtensionApi>
}

export interface PolkadotDevWalletOptions {
  /** Accounts the wallet holds and shows an approved site; default all of POLKADOT_DEVNET_ACCOUNTS. */
  accounts?: readonly PolkadotDevnetAccount[]
  /** When set, each account is tied to this chain (`genesisHash` in accounts.get), as polkadot.js lets a user do. */
  genesisHash?: string
  /** Where approval survives a reload; default localStorage, else memory. */
  storage?: StorageLike
  /** Prefix of the stored keys; default `foyer-polkadot-dev-wallet`. */
  storagePrefix?: string
  mode?: DevWalletMode
  /** Default 500 ms. */
  delayMs?: number
}

export interface PolkadotDevWalletRequest {
  /** `enable`, `accounts.get`, `signer.signRaw` or `signer.signPayload`. */
  method: string
  /** What the dapp asked: the origin name, or the address, data and type as given. */
  params: unknown
  /** ms since epoch. */
  at: number
  outcome: 'pending' | 'ok' | 'error'
  error?: { message: string }
}

export interface PolkadotDevWalletState {
  approved: boolean
  /** The origin name the last enable() gave. */
  originName?: string
  /** Indexes into the wallet's accounts that an approved site sees. */
  shownAccounts: number[]
  addresses: string[]
  mode: DevWalletMode
  delayMs: number
  heldPrompts: number
}
