import { randomBytes } from 'node:crypto'
import type { Cache } from '../deps.ts'
import { sha256Hex } from './embeddedSecrets.ts'

/** A channel the API opened on the relay for one device of one project; the cache holds it under its id's hash. */
export interface PendingChannel {
  projectId: string
  deviceHash: string
  channelToken: string
  nonce: string
  domain: string
  uri: string
  expiresAt: number
}

const keyOf = (pendingId: string) => `embedded:farcaster:${sha256Hex(pendingId)}`

/** A SIWE nonce (alphanumeric, at least 8): 128 random bits, the server's, used once. */
export const newSignInNonce = () => randomBytes(16).toString('hex')

/**
 * The channels waiting for a Farcaster app's approval. A claimed channel is gone, so its nonce is never accepted
 * twice; within one instance the claim is atomic, across instances the cache's delete decides (docs).
 */
export function createFarcasterChannels(cache: Cache) {
  const claiming = new Set<string>()
  return {
    async open(channel: PendingChannel, ttlMs: number): Promise<string> {
      const pendingId = randomBytes(24).toString('base64url')
      await cache.set(keyOf(pendingId), channel, ttlMs)
      return pendingId
    },
    find: (pendingId: string) => cache.get<PendingChannel>(keyOf(pendingId)),
    forget: (pendingId: string) => cache.delete(keyOf(pendingId)),
    /** True for the one caller that takes the channel; it is forgotten before any check of what it carries. */
    async claim(pendingId: string): Promise<boolean> {
      const key = keyOf(pendingId)
      if (claiming.has(key)) return false
      claiming.add(key)
      try {
        if (!(await cache.get<PendingChannel>(key))) return false
        await cache.delete(key)
        return true
      } finally {
        claiming.delete(key)
      }
    },
  }
}
