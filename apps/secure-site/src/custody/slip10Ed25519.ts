// SLIP-0010 private derivation on ed25519, which @scure/bip32 does not cover (it is secp256k1 only). Ed25519 has
// hardened children only, and every 32-byte string is a valid key, so the spec's retry rules never apply here.
import { hmac } from '@noble/hashes/hmac'
import { sha512 } from '@noble/hashes/sha2'
import { utf8ToBytes } from '@noble/hashes/utils'

const HARDENED_OFFSET = 0x8000_0000
const MASTER_KEY = utf8ToBytes('ed25519 seed')

export interface Slip10Node {
  /** The 32-byte ed25519 private key (the seed RFC 8032 hashes). */
  privateKey: Uint8Array
  chainCode: Uint8Array
}

/** Parses `m/44'/501'/0'/0'`; every step must be hardened, as SLIP-0010 requires for ed25519. */
export function parseHardenedPath(path: string): number[] {
  const [root, ...steps] = path.split('/')
  if (root !== 'm') throw new Error(`Derivation path must start with m: ${path}`)
  return steps.map((step) => {
    const match = /^(\d+)'$/.exec(step)
    const index = match ? Number(match[1]) : Number.NaN
    if (!Number.isSafeInteger(index) || index >= HARDENED_OFFSET) {
      throw new Error(`Ed25519 derivation supports hardened indexes below 2^31 only: ${step}`)
    }
    return index
  })
}

function split(digest: Uint8Array): Slip10Node {
  return { privateKey: digest.slice(0, 32), chainCode: digest.slice(32) }
}

export function slip10Ed25519(seed: Uint8Array, path: string): Slip10Node {
  let node = split(hmac(sha512, MASTER_KEY, seed))
  for (const index of parseHardenedPath(path)) {
    const data = new Uint8Array(1 + 32 + 4)
    data.set(node.privateKey, 1)
    new DataView(data.buffer).setUint32(33, index + HARDENED_OFFSET, false)
    node = split(hmac(sha512, node.chainCode, data))
  }
  return node
}
