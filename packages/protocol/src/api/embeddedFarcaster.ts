import { z } from 'zod'
import { storableString } from './common.ts'
import { embeddedDeviceIdSchema, embeddedSessionSchema } from './embedded.ts'

// Sign In With Farcaster for the embedded wallet (docs/api-embedded.md "Farcaster"): the API opens a channel on the
// relay, the visitor approves it in their Farcaster app, the API verifies the signed message and makes a session.

/** POST /v1/embedded/farcaster/wait holds the channel at most this long before answering WAITING. */
export const EMBEDDED_FARCASTER_WAIT_MS = 25_000
/** A channel, its connect URL and the nonce in it live this long; the frame opens a new one after. */
export const EMBEDDED_FARCASTER_CHANNEL_TTL_MS = 5 * 60_000

export const EMBEDDED_FARCASTER_ERROR_CODES = [
  'FARCASTER_UNAVAILABLE',
  'FARCASTER_CHANNEL_EXPIRED',
  'FARCASTER_NOT_VERIFIED',
] as const

const pendingId = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16-128 base64url characters')

/** POST /v1/embedded/farcaster/channel */
export const embeddedFarcasterChannelRequestSchema = z.object({ deviceId: embeddedDeviceIdSchema })
export type EmbeddedFarcasterChannelRequest = z.infer<typeof embeddedFarcasterChannelRequestSchema>
export const embeddedFarcasterChannelResponseSchema = z.object({
  /** The connect URL the QR code shows and "Open Farcaster" follows. */
  url: z.string().max(2048),
  /** The frame's handle on the channel; the API keeps only its hash. */
  pendingId,
  expiresAt: z.string(),
})
export type EmbeddedFarcasterChannelResponse = z.infer<typeof embeddedFarcasterChannelResponseSchema>

/** POST /v1/embedded/farcaster/wait */
export const embeddedFarcasterWaitRequestSchema = z.object({
  pendingId,
  deviceId: embeddedDeviceIdSchema,
  deviceName: storableString(128).min(1),
})
export type EmbeddedFarcasterWaitRequest = z.infer<typeof embeddedFarcasterWaitRequestSchema>
export const embeddedFarcasterWaitResponseSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('CONNECTED'), session: embeddedSessionSchema }),
  z.object({ action: z.literal('WAITING') }),
])
export type EmbeddedFarcasterWaitResponse = z.infer<typeof embeddedFarcasterWaitResponseSchema>
