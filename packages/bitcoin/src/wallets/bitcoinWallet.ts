import type { Connector, Network } from '@foyer/core'

/** What an address is for, in the words wallets use (sats-connect, Wallet Standard `bitcoin:connect`). */
export type AddressPurpose = 'payment' | 'ordinals'

export interface BitcoinAccount {
  address: string
  purpose: AddressPurpose
  /** Hex; a taproot wallet may give the 32-byte x-only key, others the 33-byte compressed one. */
  publicKey?: string
}

/** BIP-322 "simple" (the default), or the legacy "Bitcoin Signed Message" ECDSA format. */
export type MessageProtocol = 'bip322' | 'ecdsa'

/** One input a wallet is asked to sign: its index in the PSBT and the address whose key signs it. */
export interface SignInput {
  address: string
  index: number
}

/**
 * One wallet of any family — Wallet Standard, sats-connect, Unisat-style injected, WalletConnect — behind the calls
 * the adapter makes. Errors are the wallet's own; the connection maps them to the catalogue.
 */
export interface BitcoinWallet {
  readonly connector: Connector
  /** Asks for the payment and ordinals addresses; `silent` never prompts and answers [] when it would have to. */
  connect(params: { silent: boolean; network: Network }): Promise<BitcoinAccount[]>
  disconnect(): Promise<void>
  /** A base64 signature in `protocol`'s format. */
  signMessage(params: { address: string; message: string; protocol: MessageProtocol }): Promise<string>
  /** The PSBT with the wallet's signatures (finalized or not: the caller finalizes what is left). */
  signPsbt(params: { psbt: Uint8Array; signInputs: readonly SignInput[]; network: Network }): Promise<Uint8Array>
  /** The wallet's news: the accounts now granted, or [] when the wallet ended the connection. */
  onAccountsChanged(listener: (accounts: BitcoinAccount[]) => void): () => void
}

/** Payment first (SPEC §9: Bitcoin's default account type is payment), then ordinals, each address once. */
export function orderAccounts(accounts: readonly BitcoinAccount[]): BitcoinAccount[] {
  const seen = new Set<string>()
  return [...accounts]
    .sort((a, b) => Number(a.purpose !== 'payment') - Number(b.purpose !== 'payment'))
    .filter((account) => !seen.has(account.address) && Boolean(seen.add(account.address)))
}
