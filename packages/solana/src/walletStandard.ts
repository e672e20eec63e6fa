import type { Network } from '@foyer/core'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'

/** The Wallet Standard features the adapter uses, by name (the names are plain strings: no runtime import). */
export type SolanaWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

export const isSolanaChain = (chain: string): boolean => chain.startsWith('solana:')

/** A feature of the wallet, typed, or undefined when the wallet does not offer it. */
export function featureOf<K extends keyof SolanaWalletFeatures>(
  wallet: Wallet,
  name: K,
): SolanaWalletFeatures[K] | undefined {
  return (wallet.features as Partial<SolanaWalletFeatures>)[name]
}

/** A wallet Foyer can connect on Solana: it connects (standard:connect) and names a solana: chain. */
export const isSolanaWallet = (wallet: Wallet): boolean =>
  featureOf(wallet, 'standard:connect') !== undefined && wallet.chains.some(isSolanaChain)

/** The accounts a wallet granted that are Solana accounts (a multichain wallet may grant others too). */
export const solanaAccountsOf = (accounts: readonly WalletAccount[]): WalletAccount[] =>
  accounts.filter((account) => account.chains.some(isSolanaChain))

/** The clusters wallets name by word (Wallet Standard's solana:mainnet…), by their CAIP-2 reference. */
const CLUSTER_OF_REFERENCE: Readonly<Record<string, IdentifierString>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJvaZZTECMdWnmNBA5ZQNQo': 'solana:testnet',
}

/**
 * The chain to name in a signing request for `network`: its CAIP-2 id when the wallet lists it, else the
 * cluster's word (`solana:mainnet`) when the wallet lists that instead, else the CAIP-2 id.
 */
export function walletChainFor(wallet: Wallet, network: Network): IdentifierString {
  const caip = network.caipNetworkId
  if (wallet.chains.includes(caip)) return caip
  const cluster = CLUSTER_OF_REFERENCE[caip.slice(caip.indexOf(':') + 1)]
  return cluster && wallet.chains.includes(cluster) ? cluster : caip
}
