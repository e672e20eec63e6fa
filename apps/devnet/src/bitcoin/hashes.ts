import { createHash } from 'node:crypto'

/** Bitcoin's hash256: SHA-256 twice (node's native SHA-256, as proof of work hashes many headers). */
export function sha256d(data: Uint8Array): Uint8Array {
  const once = createHash('sha256').update(data).digest()
  return new Uint8Array(createHash('sha256').update(once).digest())
}

export function sha256(data: Uint8Array): Uint8Array {
  return new Uint8Array(createHash('sha256').update(data).digest())
}

/** hash160 (RIPEMD-160 of SHA-256), which P2WPKH and P2SH commit to. */
export function hash160(data: Uint8Array): Uint8Array {
  return new Uint8Array(createHash('ripemd160').update(sha256(data)).digest())
}

export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex')
}

/** Hashes are stored in internal byte order and shown reversed (txids, block hashes), as Core does. */
export function toDisplayHex(hash: Uint8Array): string {
  return Buffer.from(hash).reverse().toString('hex')
}

export function fromDisplayHex(display: string): Uint8Array {
  return new Uint8Array(Buffer.from(display, 'hex').reverse())
}

export function isHash(text: string): boolean {
  return /^[0-9a-f]{64}$/.test(text)
}
