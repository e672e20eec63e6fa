import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import type { WalletAccount } from '@wallet-standard/base'

/** Features an account of this wallet can be used with (all of the wallet's Solana ones). */
export const ACCOUNT_FEATURES = [
  'solana:signAndSendTransaction',
  'solana:signTransaction',
  'solana:signMessage',
  'solana:signIn',
] as const

/** A Wallet Standard account: frozen, as apps compare and keep them. */
export function createWalletAccount(
  address: string,
  chains: readonly `solana:${string}`[],
  icon: WalletAccount['icon'],
  label: string,
): WalletAccount {
  return Object.freeze({
    address,
    publicKey: Uint8Array.from(getBase58Encoder().encode(address)),
    chains: Object.freeze([...chains]),
    features: Object.freeze([...ACCOUNT_FEATURES]),
    label,
    icon,
  })
}

/** The address of a base58 64-byte keypair: its last 32 bytes, without touching WebCrypto. */
export function addressOfSecretKey(secretKey: string): string {
  const bytes = getBase58Encoder().encode(secretKey)
  if (bytes.length !== 64) throw new Error('Solana Dev Wallet: a secret key is 64 bytes in base58')
  return getBase58Decoder().decode(bytes.slice(32))
}
