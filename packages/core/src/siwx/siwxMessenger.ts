import { SIWX_MESSAGE_VERSION } from '@foyer/protocol/siwx-message'
import type { SiwxMessageData, SiwxMessenger } from './siwxTypes.ts'

/** SPEC-less default statement: short, says what signing does. */
export const DEFAULT_SIWX_STATEMENT = 'Please sign with your account'
/** A session lasts a week unless the dapp says otherwise. */
export const DEFAULT_SIWX_EXPIRES_IN_MS = 7 * 24 * 60 * 60_000

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A nonce made in this browser, for sign-in without a server: 16 random alphanumerics (EIP-4361: ≥ 8). */
export function randomNonce(length = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  // 256 % 62 leaves a slight bias toward the first characters; a nonce needs uniqueness, not uniformity.
  return Array.from(bytes, (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('')
}

export interface SiwxMessengerOptions {
  /** The site asking (EIP-4361 domain: host and port). Default: this page's host. */
  domain?: string
  /** Default: this page's origin. */
  uri?: string
  statement?: string
  expiresInMs?: number
  /** Where nonces come from; the API's `POST /v1/sessions/nonces` by default when one is configured. */
  getNonce?: () => Promise<string>
  now?: () => number
}

function pageLocation(): { host: string; origin: string } {
  if (typeof window === 'undefined') return { host: 'localhost', origin: 'http://localhost' }
  return { host: window.location.host, origin: window.location.origin }
}

/** The messenger: fields from the page and the options, a fresh nonce per message, issued now. */
export function createSiwxMessenger(options: SiwxMessengerOptions = {}): SiwxMessenger {
  const now = options.now ?? Date.now
  const getNonce = options.getNonce ?? (async () => randomNonce())
  return {
    async createMessage({ accountAddress, chainId }): Promise<SiwxMessageData> {
      const location = pageLocation()
      const nonce = await getNonce()
      const issued = now()
      return {
        accountAddress,
        chainId,
        domain: options.domain ?? location.host,
        uri: options.uri ?? location.origin,
        version: SIWX_MESSAGE_VERSION,
        nonce,
        issuedAt: new Date(issued).toISOString(),
        expirationTime: new Date(issued + (options.expiresInMs ?? DEFAULT_SIWX_EXPIRES_IN_MS)).toISOString(),
        statement: options.statement ?? DEFAULT_SIWX_STATEMENT,
      }
    },
  }
}
