import { ed25519 } from '@noble/curves/ed25519'
import {
  base58,
  base64urlnopad,
  bytesToHex,
  concatBytes,
  hexToBytes,
  randomBytes,
  utf8ToBytes,
} from '../encoding/bytes.ts'

/**
 * The relay client's identity (spec: clients/core/relay/relay-client-auth): an Ed25519 key whose did:key is the
 * client id, and a short JWT signed with it that the relay checks on connect. The key only authenticates the
 * socket; it never touches a message.
 */
const ED25519_MULTICODEC = Uint8Array.of(0xed, 0x01)

/**
 * noble builds a table of the base point's multiples on its first use. With its default 8-bit window that is 4,224
 * points: ≈ 80–100 ms on a 2-core machine, the largest part of WalletConnect's choose → QR after the click (issue
 * 19). With a 4-bit window it is 520 points (≈ 20 ms), and each signature after it takes ≈ 2× the additions. A relay
 * client signs one JWT per socket, so the large table never pays for itself. The window belongs to the base point
 * of the page's one ed25519 module: another user of it in the page keeps correct results at that speed.
 */
const BASE_POINT_WINDOW = 4
let baseTableBuilt = false

function baseTable(): typeof ed25519 {
  if (!baseTableBuilt) {
    ed25519.utils.precompute(BASE_POINT_WINDOW)
    baseTableBuilt = true
  }
  return ed25519
}

/** The client's Ed25519 seed, hex; kept in storage so the relay knows a reloaded client as the same one. */
export function generateClientSeed(): string {
  return bytesToHex(randomBytes(32))
}

export function clientIdOf(seed: string): string {
  const publicKey = baseTable().getPublicKey(hexToBytes(seed))
  return `did:key:z${base58.encode(concatBytes(ED25519_MULTICODEC, publicKey))}`
}

const segment = (value: unknown) => base64urlnopad.encode(utf8ToBytes(JSON.stringify(value)))

/** `aud` is the relay URL as the client dials it; `sub` is random so two JWTs of one client differ. */
export function signRelayJwt(seed: string, audience: string, nowMs: number, ttlSeconds: number): string {
  const iat = Math.floor(nowMs / 1000)
  const payload = { iss: clientIdOf(seed), sub: bytesToHex(randomBytes(32)), aud: audience, iat, exp: iat + ttlSeconds }
  const data = `${segment({ alg: 'EdDSA', typ: 'JWT' })}.${segment(payload)}`
  const signature = baseTable().sign(utf8ToBytes(data), hexToBytes(seed))
  return `${data}.${base64urlnopad.encode(signature)}`
}
