import type { ChainNamespace } from '../types/network.ts'
import type { LaunchableWallet } from './walletLaunchLink.ts'

/** A wallet app the page can open: its registry id and links. */
export type PhoneWallet = LaunchableWallet & { id: string }

/** What the client asks of the phone chunk; every launch runs synchronously, inside the visitor's tap. */
export interface PhoneLaunch {
  /** A registry or custom wallet tapped in Connect or AllWallets: opens its app with the prepared pairing. */
  launchRegistryWallet(walletId: string): boolean
  /** Opens a wallet's app with the pairing on screen ("Open again"). */
  launchWallet(wallet: PhoneWallet): boolean
  /** Brings the connected WalletConnect wallet's app forward for a request it must approve. */
  openForRequest(namespace: ChainNamespace): void
  stop(): void
}
