import type { WalletIcon } from '@wallet-standard/base'
import { DEV_WALLET_ICON } from '../devWalletIcon.ts'

/**
 * The EVM Dev Wallet's icon, re-encoded in base64 as the Wallet Standard requires, so the demo shows one
 * multichain "Dev Wallet" with one face.
 */
export const SOLANA_DEV_WALLET_ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(
  decodeURIComponent(DEV_WALLET_ICON.slice('data:image/svg+xml,'.length)),
)}`
