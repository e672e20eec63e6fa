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

/** The client's Ed25519 seed, hex; kept in storage so the relay knows a reloaded client as the same one. */
export function generateClientSeed(): string {
  return bytesToHex(randomBytes(32))
}

export function clientIdOf(seed: string): string {
  const publicKey = ed25519.getPublicKey(hexToBytes(seed))
  return `did:key:z${base58.encode(concatBytes(ED25519_MULTICODEC, publicKey))}`
}

const segment = (value: unknown) => base64urlnopad.encode(utf8ToBytes(JSON.stringify(value)))

/** `aud` is the relay URL as the client dials it; `sub` is random so two JWTs of one client differ. */
export function signRelayJwt(seed: string, audience: string, nowMs: number, ttlSeconds: number): string {
  const iat = Math.floor(nowMs / 1000)
  const payload = { iss: clientIdOf(seed), sub: bytesToHex(randomBytes(32)), aud: audience, iat, exp: iat + ttlSeconds }
  const data = `${segment({ alg: 'EdDSA', typ: 'JWT' })}.${segment(payload)}`
  const signature = ed25519.sign(utf8ToBytes(data), hexToBytes(seed))
  return `${data}.${base64urlnopad.encode(signature)}`
}
