import type { WalletIcon } from '@wallet-standard/base'
import type { BitcoinWalletAccount } from './bitcoinDevWalletTypes.ts'
import type { BitcoinKey, BitcoinPurpose } from './bitcoinKey.ts'
import { BITCOIN_REGTEST_CHAIN } from './bitcoinNetwork.ts'

/** Features an account of this wallet can be used with (all of the wallet's Bitcoin ones). */
export const BITCOIN_ACCOUNT_FEATURES = ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const

/**
 * A frozen Wallet Standard account for one address of a key. The payment account's public key is the 33-byte
 * compressed key; the ordinals account's is the 32-byte x-only internal key, which a dapp needs as
 * `tapInternalKey` to build a taproot input.
 */
export function createBitcoinAccount(
  key: BitcoinKey,
  purpose: BitcoinPurpose,
  icon: WalletIcon,
  label: string,
): BitcoinWalletAccount {
  return Object.freeze({
    address: purpose === 'payment' ? key.paymentAddress : key.ordinalsAddress,
    publicKey: purpose === 'payment' ? key.publicKey : key.xOnlyPublicKey,
    chains: Object.freeze([BITCOIN_REGTEST_CHAIN]),
    features: Object.freeze([...BITCOIN_ACCOUNT_FEATURES]),
    label,
    icon,
    purpose,
  })
}
