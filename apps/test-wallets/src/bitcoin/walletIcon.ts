import type { WalletIcon } from '@wallet-standard/base'
import { DEV_WALLET_ICON } from '../devWalletIcon.ts'

/** The EVM Dev Wallet's icon in base64, as the Wallet Standard requires: one "Dev Wallet" with one face. */
export const BITCOIN_DEV_WALLET_ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(
  decodeURIComponent(DEV_WALLET_ICON.slice('data:image/svg+xml,'.length)),
)}`
