import type { LegacyInjectedWallet } from './legacyInjectedWallet.ts'
import { okxLegacyWallet } from './okx/okxWallet.ts'

/** Extensions listed by their own name and icon, rather than as the generic 'Browser Wallet', when they only inject. */
export const LEGACY_INJECTED_WALLETS: readonly LegacyInjectedWallet[] = [okxLegacyWallet]
