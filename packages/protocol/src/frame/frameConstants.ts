// SPEC §4 and §9 "Frame": the numbers both ends of the secure frame agree on. No zod here, so the page's
// first load can read them without the schemas.

/** Bumped whenever a message changes shape; a message of another version is dropped. */
export const FRAME_PROTOCOL_VERSION = 1

/** App events are `@foyer-app/<NAME>`; the frame's answers and its own events are `@foyer-frame/<NAME>`. */
export const APP_EVENT_PREFIX = '@foyer-app/'
export const FRAME_EVENT_PREFIX = '@foyer-frame/'

/** Any message larger than this, once serialized, is dropped before it is parsed. */
export const FRAME_MESSAGE_MAX_BYTES = 64 * 1024

/** SPEC §9: the frame must report ready within 20 s (iframe_load_failed). */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** SPEC §9: email, device, otp, social and social-redirect requests wait at most 120 s (iframe_request_timeout). */
export const FRAME_REQUEST_TIMEOUT_MS = 120_000
/** SPEC §9: disconnect waits at most 3 s for the frame to sign out. */
export const FRAME_SIGN_OUT_WAIT_MS = 3_000
/** SPEC §4, §9: after ready, wait 500 ms before syncing the dapp's data. */
export const FRAME_READY_DELAY_MS = 500
/** SPEC §9: the social popup is checked every second. */
export const SOCIAL_POPUP_CHECK_MS = 1_000
/** SPEC §9: the email change is polled every second. */
export const EMAIL_CHANGE_POLL_MS = 1_000
/** SPEC §9: the frame's default chain id. */
export const FRAME_DEFAULT_CHAIN_ID = 1
/** SPEC §2: the ApproveTransaction view shows the frame at this size. */
export const FRAME_APPROVAL_SIZE = { width: 360, height: 600 } as const
/** SPEC §2: the social login popup. */
export const SOCIAL_POPUP_SIZE = { width: 600, height: 800 } as const
/**
 * The key a social login's full-page redirect puts first in the fragment of the app's URL it comes back to
 * (`#foyer-social=success&…`): the page's start tests for it, and loads nothing of the redirect without it.
 */
export const SOCIAL_RETURN_KEY = 'foyer-social'

/** The requests SPEC §9 bounds by FRAME_REQUEST_TIMEOUT_MS; the others wait as long as the visitor does. */
export const FRAME_TIMED_REQUESTS = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
] as const

/** SPEC §9 "Frame eip155 chains": the EVM chains the hosted frame serves. A self-hosted frame adds its own. */
export const FRAME_EIP155_CHAINS: readonly number[] = [
  1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97, 43114, 43113, 324, 280,
  100, 8453, 84531, 84532, 7777777, 999,
]

/** What the frame answers when the visitor says no inside it; the app maps it to UserRejectedError. */
export const FRAME_USER_REJECTED = 'User rejected the request'
/** SPEC §8 texts the frame's errors use. */
/** SPEC §8: what the app shows for any failed Farcaster login. */
export const FARCASTER_FAILED = 'Failed to connect to farcaster'
/**
 * The frame's answer to CONNECT_FARCASTER when the channel's connect URL has expired: the app then asks
 * GET_FARCASTER_URI again and shows the new code, instead of failing.
 */
export const FARCASTER_URL_EXPIRED = 'The Farcaster request has expired. Scan the new code'

export const FRAME_TEXTS = {
  notAllowed: 'Requested RPC call is not allowed',
  aborted: 'Request was aborted',
  failed: 'Something went wrong',
} as const
