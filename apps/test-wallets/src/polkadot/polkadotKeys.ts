// Signing with a devnet account's own scheme, as polkadot.js keyring pairs do (raw signatures, no type byte).
import type { PolkadotDevnetAccount } from '@foyer/devnet/polkadot/accounts'
import { ed25519 } from '@noble/curves/ed25519.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { blake2b } from '@noble/hashes/blake2.js'
import { concatBytes, hexToBytes } from '@noble/hashes/utils.js'
import { secretFromSeed, sign as sr25519Sign } from '@scure/sr25519'

/**
 * sr25519 and ed25519: a 64-byte signature over the message. ecdsa: secp256k1 over blake2b-256 of the message,
 * r ++ s ++ recovery id (65 bytes), the form polkadot.js verifies by recovering the key.
 */
export function signWithAccount(account: PolkadotDevnetAccount, message: Uint8Array): Uint8Array {
  const seed = hexToBytes(account.miniSecret.slice(2))
  switch (account.type) {
    case 'sr25519':
      return sr25519Sign(secretFromSeed(seed), message)
    case 'ed25519':
      return ed25519.sign(message, seed)
    case 'ecdsa': {
      // noble 2 writes the recovery id first ('recovered' format); polkadot.js wants it last.
      const recovered = secp256k1.sign(blake2b(message, { dkLen: 32 }), seed, { prehash: false, format: 'recovered' })
      return concatBytes(recovered.subarray(1), recovered.subarray(0, 1))
    }
  }
}

/** MultiSignature's type byte of each scheme (sp_runtime::MultiSignature: Ed25519 0, Sr25519 1, Ecdsa 2). */
const SIGNATURE_TYPE = { ed25519: 0, sr25519: 1, ecdsa: 2 } as const

/** A signature as an extrinsic carries it: the MultiSignature type byte, then the signature. */
export function signWithType(account: PolkadotDevnetAccount, message: Uint8Array): Uint8Array {
  return concatBytes(Uint8Array.of(SIGNATURE_TYPE[account.type]), signWithAccount(account, message))
}
