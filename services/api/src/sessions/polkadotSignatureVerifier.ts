import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { blake2b } from '@noble/hashes/blake2b'
import { hexToBytes } from '@noble/hashes/utils'
import { verify as sr25519Verify } from '@scure/sr25519'
import { readPolkadotAddress } from '../chain/polkadotAddress.ts'
import type { SignatureVerifier } from './signatureVerifier.ts'

type Scheme = 'ed25519' | 'sr25519' | 'ecdsa'
/** SCALE MultiSignature's variant byte, which some wallets put before the signature. */
const MULTI_SIGNATURE: readonly Scheme[] = ['ed25519', 'sr25519', 'ecdsa']

const encoder = new TextEncoder()
const WRAP_START = encoder.encode('<Bytes>')
const WRAP_END = encoder.encode('</Bytes>')

/** The byte strings a signRaw signature of `message` may cover: polkadot.js's `<Bytes>…</Bytes>` wrap, or the bare text. */
function signedForms(message: string): Uint8Array[] {
  const bare = encoder.encode(message)
  return [new Uint8Array([...WRAP_START, ...bare, ...WRAP_END]), bare]
}

/** The schemes and raw signatures a signature may be: 64 bytes (sr25519, ed25519), 65 (ecdsa), or a typed form. */
function candidates(bytes: Uint8Array): [Scheme, Uint8Array][] {
  const found: [Scheme, Uint8Array][] = []
  if (bytes.length === 64) found.push(['sr25519', bytes], ['ed25519', bytes])
  if (bytes.length === 65) found.push(['ecdsa', bytes])
  const typed = MULTI_SIGNATURE[bytes[0] ?? -1]
  const rest = bytes.subarray(1)
  if (typed && rest.length === (typed === 'ecdsa' ? 65 : 64)) found.push([typed, rest])
  return found
}

/** An ecdsa account's id is blake2b-256 of its compressed key; the key is recovered from the signature. */
function ecdsaSigned(signature: Uint8Array, signed: Uint8Array, accountId: Uint8Array): boolean {
  const recovery = (signature[64] ?? 0) >= 27 ? (signature[64] ?? 0) - 27 : (signature[64] ?? 0)
  if (recovery > 1) return false
  const key = secp256k1.Signature.fromCompact(signature.subarray(0, 64))
    .addRecoveryBit(recovery)
    .recoverPublicKey(blake2b(signed, { dkLen: 32 }))
    .toRawBytes(true)
  const id = blake2b(key, { dkLen: 32 })
  return id.length === accountId.length && id.every((byte, at) => byte === accountId[at])
}

function schemeSigned(scheme: Scheme, signature: Uint8Array, signed: Uint8Array, accountId: Uint8Array): boolean {
  try {
    if (scheme === 'ecdsa') return ecdsaSigned(signature, signed, accountId)
    if (scheme === 'ed25519') return ed25519.verify(signature, signed, accountId, { zip215: false })
    return sr25519Verify(signed, signature, accountId)
  } catch {
    return false
  }
}

/**
 * A Polkadot account signs in with `signRaw`: the extension signs `<Bytes>` ‖ message ‖ `</Bytes>` (polkadot.js
 * wraps raw bytes so a signed message can never be a transaction); the bare message is accepted too, as
 * polkadot.js's `signatureVerify` does. The signature is 0x hex: sr25519 or ed25519 (64 bytes, the account id
 * is the public key), or ecdsa (65 bytes, r ‖ s ‖ recovery id over blake2b-256 of the signed bytes; the account
 * id is blake2b-256 of the recovered compressed key), optionally after a MultiSignature type byte. sr25519 with
 * @scure/sr25519, ed25519 strict (RFC 8032, no small-order key) and secp256k1 recovery with @noble/curves; no
 * node is asked. The identity key (32 zero bytes), for which an sr25519 "signature" is forged from any s, is refused.
 */
export function createPolkadotSignatureVerifier(): SignatureVerifier {
  return async ({ address, message, signature }) => {
    const account = readPolkadotAddress(address)
    if (!account || account.accountId.every((byte) => byte === 0)) return false
    if (!/^0x([0-9a-fA-F]{2}){64,66}$/.test(signature)) return false
    const bytes = hexToBytes(signature.slice(2))
    const forms = signedForms(message)
    return candidates(bytes).some(([scheme, raw]) =>
      forms.some((signed) => schemeSigned(scheme, raw, signed, account.accountId)),
    )
  }
}
