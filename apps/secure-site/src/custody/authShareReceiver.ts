// embedded-contract §2: the server releases the auth share only to a key the frame made for this one request,
// sealed with HPKE (RFC 9180) base mode, DHKEM(X25519, HKDF-SHA256), HKDF-SHA256, AES-128-GCM. The share thus
// never crosses the wire, the API's logs or a proxy in a form anything but this frame instance can open.
import { Aes128Gcm, CipherSuite, DhkemX25519HkdfSha256, HkdfSha256 } from '@hpke/core'
import { utf8ToBytes } from '@noble/hashes/utils'
import { base64urlnopad } from '@scure/base'
import { WalletIntegrityError } from './custodyErrors.ts'

export const AUTH_SHARE_HPKE_INFO = 'foyer auth share v1'

export function authShareSuite(): CipherSuite {
  return new CipherSuite({ kem: new DhkemX25519HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes128Gcm() })
}

/** base64url with or without padding: the server may pad; we never do. */
export function decodeBase64url(text: string): Uint8Array {
  return base64urlnopad.decode(text.replace(/=+$/, ''))
}

export interface AuthShareReceiver {
  publicKey: string
  open(sealed: { enc: string; ciphertext: string }): Promise<Uint8Array>
}

/** One receiver per request: the private key is dropped after the first open, whatever its outcome. */
export async function createAuthShareReceiver(): Promise<AuthShareReceiver> {
  const suite = authShareSuite()
  let keyPair: CryptoKeyPair | undefined = await suite.kem.generateKeyPair()
  const publicKey = base64urlnopad.encode(new Uint8Array(await suite.kem.serializePublicKey(keyPair.publicKey)))
  return {
    publicKey,
    async open(sealed) {
      const recipientKey = keyPair
      keyPair = undefined
      if (!recipientKey) throw new Error('This auth share receiver was already used')
      try {
        const plain = await suite.open(
          { recipientKey, enc: decodeBase64url(sealed.enc), info: utf8ToBytes(AUTH_SHARE_HPKE_INFO) },
          decodeBase64url(sealed.ciphertext),
        )
        return new Uint8Array(plain)
      } catch (error) {
        throw new WalletIntegrityError(`The sealed auth share did not open: ${(error as Error).message}`)
      }
    },
  }
}
