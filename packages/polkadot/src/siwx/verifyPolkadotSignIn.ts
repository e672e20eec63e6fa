import { parseSiwxMessage, type SiwxSession } from '@foyer/core'
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { blake2b } from '@noble/hashes/blake2b'
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils'
import { verify as sr25519Verify } from '@scure/sr25519'
import { decodeSs58 } from '../ss58/ss58.ts'

const equalBytes = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/** What an extension's signRaw signs: the message's bytes wrapped as polkadot.js wraps them. */
const wrap = (bytes: Uint8Array): Uint8Array =>
  new Uint8Array([...utf8ToBytes('<Bytes>'), ...bytes, ...utf8ToBytes('</Bytes>')])

/** A MultiSignature's type byte, when a wallet sends one in front of the signature. */
const ED25519 = 0
const SR25519 = 1
const ECDSA = 2

type Scheme = 'sr25519' | 'ed25519' | 'ecdsa'

/** The schemes a signature may be, by its length (and type byte, when it carries one). */
function candidates(signature: Uint8Array): { scheme: Scheme; bytes: Uint8Array }[] {
  if (signature.length === 64) {
    return [
      { scheme: 'sr25519', bytes: signature },
      { scheme: 'ed25519', bytes: signature },
    ]
  }
  if (signature.length === 65 && signature[0] === ED25519) return [{ scheme: 'ed25519', bytes: signature.slice(1) }]
  if (signature.length === 65 && signature[0] === SR25519) return [{ scheme: 'sr25519', bytes: signature.slice(1) }]
  if (signature.length === 66 && signature[0] === ECDSA) return [{ scheme: 'ecdsa', bytes: signature.slice(1) }]
  // A bare ecdsa signature: r ++ s ++ the recovery id.
  if (signature.length === 65) return [{ scheme: 'ecdsa', bytes: signature }]
  return []
}

/**
 * Substrate ecdsa: secp256k1 over blake2b-256 of the message; the account id is blake2b-256 of the compressed
 * public key, which the signature's recovery id gives back.
 */
function ecdsaSigns(message: Uint8Array, signature: Uint8Array, accountId: Uint8Array): boolean {
  const recovery = signature[64] ?? -1
  const bit = recovery >= 27 ? recovery - 27 : recovery
  if (bit !== 0 && bit !== 1) return false
  const recovered = secp256k1.Signature.fromCompact(signature.slice(0, 64))
    .addRecoveryBit(bit)
    .recoverPublicKey(blake2b(message, { dkLen: 32 }))
    .toRawBytes(true)
  return equalBytes(blake2b(recovered, { dkLen: 32 }), accountId)
}

function signs(scheme: Scheme, message: Uint8Array, signature: Uint8Array, accountId: Uint8Array): boolean {
  try {
    if (scheme === 'sr25519') return sr25519Verify(message, signature, accountId)
    // RFC 8032's strict checks (zip215: false): a signature has one encoding, so it cannot be altered and still pass.
    if (scheme === 'ed25519') return ed25519.verify(signature, message, accountId, { zip215: false })
    return ecdsaSigns(message, signature, accountId)
  } catch {
    return false
  }
}

/**
 * Does `session.signature` (0x-hex) sign `session.message` with the key of `session.data.accountAddress`? As
 * polkadot.js's signatureVerify: sr25519, ed25519 or ecdsa, over the `<Bytes>`-wrapped message an extension signs
 * or the bare one. The message must be a Polkadot sign-in message for that very account (in any SS58 spelling),
 * so a signature is never taken for an account the text does not name. Malformed input is simply not valid.
 */
export function verifyPolkadotSignIn(session: SiwxSession): boolean {
  const account = decodeSs58(session.data.accountAddress)
  if (!account) return false
  let signed: ReturnType<typeof parseSiwxMessage>
  try {
    signed = parseSiwxMessage(session.message)
  } catch {
    return false
  }
  const named = decodeSs58(signed.accountAddress)
  if (!named || !equalBytes(named.accountId, account.accountId) || !signed.chainId.startsWith('polkadot:')) return false
  if (!/^0x(?:[0-9a-fA-F]{2})+$/.test(session.signature)) return false
  const signature = hexToBytes(session.signature.slice(2))
  const bare = utf8ToBytes(session.message)
  const messages = [wrap(bare), bare]
  return candidates(signature).some(({ scheme, bytes }) =>
    messages.some((message) => signs(scheme, message, bytes, account.accountId)),
  )
}
