// The keys page's side of the Coinbase SDK's session cipher (SDK v4, smart wallet signer): ECDH on P-256 with keys
// exchanged as hex SPKI, an AES-GCM-256 key derived from it, a fresh 12-byte IV per message. WebCrypto does all of it.

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const

const toHex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
const fromHex = (hex: string) => new Uint8Array((hex.match(/.{2}/g) ?? []).map((pair) => Number.parseInt(pair, 16)))

export interface KeysSession {
  /** This side's public key, as the SDK reads a sender: hex SPKI. */
  publicKeyHex: string
  encrypt(content: unknown): Promise<{ iv: Uint8Array<ArrayBuffer>; cipherText: ArrayBuffer }>
  decrypt(encrypted: { iv: Uint8Array<ArrayBuffer>; cipherText: ArrayBuffer }): Promise<unknown>
  /** The private key as JWK, so a later page can take up the session the dapp still holds. */
  exportPrivateKey(): Promise<JsonWebKey>
}

async function sessionWith(privateKey: CryptoKey, publicKey: CryptoKey, peerHex: string): Promise<KeysSession> {
  const peer = await crypto.subtle.importKey('spki', fromHex(peerHex), ECDH, true, [])
  const secret = await crypto.subtle.deriveKey(
    { name: 'ECDH', public: peer },
    privateKey,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
  return {
    publicKeyHex: toHex(await crypto.subtle.exportKey('spki', publicKey)),
    async encrypt(content) {
      const iv = crypto.getRandomValues(new Uint8Array(12))
      const cipherText = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv },
        secret,
        new TextEncoder().encode(JSON.stringify(content)),
      )
      return { iv, cipherText }
    },
    async decrypt({ iv, cipherText }) {
      const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, secret, cipherText)
      return JSON.parse(new TextDecoder().decode(plain))
    },
    exportPrivateKey: () => crypto.subtle.exportKey('jwk', privateKey),
  }
}

/** A new key pair, and the session it makes with the dapp's key. */
export async function openKeysSession(peerHex: string): Promise<KeysSession> {
  const pair = await crypto.subtle.generateKey(ECDH, true, ['deriveKey'])
  return sessionWith(pair.privateKey, pair.publicKey, peerHex)
}

/** The session a kept private key makes with the dapp's key again. */
export async function resumeKeysSession(privateJwk: JsonWebKey, peerHex: string): Promise<KeysSession> {
  const privateKey = await crypto.subtle.importKey('jwk', privateJwk, ECDH, true, ['deriveKey'])
  // A P-256 JWK private key carries its public point: the public key is the same JWK without `d`.
  const { d: _secret, ...publicJwk } = privateJwk
  const publicKey = await crypto.subtle.importKey('jwk', { ...publicJwk, key_ops: [] }, ECDH, true, [])
  return sessionWith(privateKey, publicKey, peerHex)
}
