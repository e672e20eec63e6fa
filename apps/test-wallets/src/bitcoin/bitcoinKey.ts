import { secp256k1 } from '@noble/curves/secp256k1.js'
import { hex } from '@scure/base'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import type { BTC_NETWORK } from '@scure/btc-signer/utils.js'

export type BitcoinPurpose = 'payment' | 'ordinals'

/** One key of the wallet and the two addresses it controls. */
export interface BitcoinKey {
  privateKey: Uint8Array
  /** 33-byte compressed. */
  publicKey: Uint8Array
  /** The BIP-340 x-only internal key of the taproot address (untweaked). */
  xOnlyPublicKey: Uint8Array
  /** P2WPKH of the key. */
  paymentAddress: string
  paymentScript: Uint8Array
  /** P2TR key path with the BIP-86 tweak (no script tree) of the same key. */
  ordinalsAddress: string
  ordinalsScript: Uint8Array
}

export function bitcoinKeyOf(privateKeyHex: string, network: BTC_NETWORK): BitcoinKey {
  const privateKey = hex.decode(privateKeyHex.replace(/^0x/, ''))
  if (privateKey.length !== 32 || !secp256k1.utils.isValidSecretKey(privateKey)) {
    throw new Error('Bitcoin Dev Wallet: a private key is 32 bytes of hex on secp256k1')
  }
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const xOnlyPublicKey = publicKey.slice(1)
  const payment = p2wpkh(publicKey, network)
  const ordinals = p2tr(xOnlyPublicKey, undefined, network)
  return {
    privateKey,
    publicKey,
    xOnlyPublicKey,
    paymentAddress: payment.address!,
    paymentScript: payment.script,
    ordinalsAddress: ordinals.address!,
    ordinalsScript: ordinals.script,
  }
}

export const addressOf = (key: BitcoinKey, purpose: BitcoinPurpose) =>
  purpose === 'payment' ? key.paymentAddress : key.ordinalsAddress
