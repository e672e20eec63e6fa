import { z } from 'zod'
import { APP_EVENT_PREFIX, FRAME_EVENT_PREFIX, FRAME_PROTOCOL_VERSION } from './frameConstants.ts'
import { socialRedirectSchema } from './socialReturn.ts'

// SPEC §7 "Secure frame": every app event and every answer, as strict zod objects in two discriminated unions.
// A request carries a random id (crypto.randomUUID) that its one answer repeats.

const requestId = z.string().min(8).max(64)
const email = z.string().trim().max(254).pipe(z.email())
const otp = z.string().regex(/^\d{6,10}$/)
const chainId = z.union([
  z
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
  z.string().min(1).max(64),
])
const httpUrl = z.url({ protocol: /^https?$/ }).max(2048)
const address = z.string().min(1).max(128)
const accountType = z.enum(['eoa', 'smartAccount'])
const namespace = z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
const none = z.strictObject({})

/** The payload of each app event; `none` where the event carries nothing. */
export const APP_EVENT_PAYLOADS = {
  /** The one-time handshake: sent with the MessagePort every later message travels on. */
  CONNECT_PORT: z.strictObject({ projectId: z.string().min(1).max(64) }),
  SWITCH_NETWORK: z.strictObject({ chainId, rpcUrl: httpUrl.optional() }),
  CONNECT_EMAIL: z.strictObject({ email }),
  CONNECT_DEVICE: none,
  CONNECT_OTP: z.strictObject({ otp }),
  CONNECT_SOCIAL: z.strictObject({
    uri: httpUrl,
    preferredAccountType: accountType.optional(),
    chainId: chainId.optional(),
    siwxMessage: z.string().max(4096).optional(),
    rpcUrl: httpUrl.optional(),
  }),
  /** With `redirect`, the login is a full-page redirect that comes back to `returnUrl` (docs/social-login-popup.md). */
  GET_SOCIAL_REDIRECT_URI: z.strictObject({
    provider: z.string().min(1).max(32),
    redirect: socialRedirectSchema.optional(),
  }),
  GET_FARCASTER_URI: none,
  CONNECT_FARCASTER: none,
  GET_USER: z.strictObject({
    chainId: chainId.optional(),
    preferredAccountType: accountType.optional(),
    socialUri: httpUrl.optional(),
    siwxMessage: z.string().max(4096).optional(),
    rpcUrl: httpUrl.optional(),
  }),
  SIGN_OUT: none,
  IS_CONNECTED: none,
  GET_CHAIN_ID: none,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: none,
  INIT_SMART_ACCOUNT: none,
  SET_PREFERRED_ACCOUNT: z.strictObject({ type: accountType }),
  RPC_REQUEST: z.strictObject({
    method: z.string().min(1).max(64),
    params: z.union([z.array(z.unknown()).max(64), z.record(z.string(), z.unknown())]).optional(),
    chainId: chainId.optional(),
    chainNamespace: namespace.optional(),
    rpcUrl: httpUrl.optional(),
  }),
  UPDATE_EMAIL: z.strictObject({ email }),
  UPDATE_EMAIL_PRIMARY_OTP: z.strictObject({ otp }),
  UPDATE_EMAIL_SECONDARY_OTP: z.strictObject({ otp }),
  SYNC_THEME: z.strictObject({
    themeMode: z.enum(['light', 'dark']).optional(),
    themeVariables: z.record(z.string().max(64), z.string().max(256)).optional(),
  }),
  SYNC_DAPP_DATA: z.strictObject({
    projectId: z.string().min(1).max(64),
    sdkVersion: z.string().max(64).optional(),
    sdkType: z.string().max(64).optional(),
    metadata: z
      .strictObject({
        name: z.string().max(128),
        description: z.string().max(512).optional(),
        url: httpUrl,
        icons: z.array(httpUrl).max(8).optional(),
      })
      .optional(),
  }),
  RELOAD: none,
  /** Stops the RPC request with `payload.requestId`, answered with 'Request was aborted'. */
  RPC_ABORT: z.strictObject({ requestId }),
} as const

const user = z.strictObject({
  email: z.string().max(254).optional(),
  userName: z.string().max(128).optional(),
  address,
  chainId,
  accounts: z
    .array(z.strictObject({ namespace, address, type: accountType }))
    .max(8)
    .optional(),
  preferredAccountType: accountType.optional(),
  smartAccountDeployed: z.boolean().optional(),
})

/** The payload of each request's `_SUCCESS` answer. */
export const FRAME_SUCCESS_PAYLOADS = {
  SWITCH_NETWORK: z.strictObject({ chainId }),
  CONNECT_EMAIL: z.strictObject({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']) }),
  CONNECT_DEVICE: none,
  /** Foyer asks for the device only once the code proved the address (so no answer tells whether it has a wallet). */
  CONNECT_OTP: z.strictObject({ action: z.enum(['CONNECTED', 'VERIFY_DEVICE']) }),
  CONNECT_SOCIAL: user,
  GET_SOCIAL_REDIRECT_URI: z.strictObject({ uri: httpUrl }),
  GET_FARCASTER_URI: z.strictObject({ url: z.string().max(2048) }),
  CONNECT_FARCASTER: z.strictObject({ userName: z.string().max(128) }),
  GET_USER: user,
  SIGN_OUT: none,
  IS_CONNECTED: z.strictObject({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.strictObject({ chainId }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.strictObject({
    smartAccountEnabledNetworks: z.array(z.number().int().positive()).max(256),
  }),
  INIT_SMART_ACCOUNT: z.strictObject({ address, isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: z.strictObject({ type: accountType, address }),
  RPC_REQUEST: z.strictObject({ result: z.unknown() }),
  UPDATE_EMAIL: z.strictObject({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: z.strictObject({ action: z.literal('VERIFY_SECONDARY_OTP') }),
  UPDATE_EMAIL_SECONDARY_OTP: z.strictObject({ newEmail: z.string().max(254) }),
  SYNC_THEME: none,
  SYNC_DAPP_DATA: none,
  RELOAD: none,
  RPC_ABORT: none,
} as const

/** Events the frame sends on its own, outside any request. */
export const FRAME_OWN_EVENT_PAYLOADS = {
  READY: z.strictObject({ version: z.string().max(32) }),
  /** The frame needs to be seen: approving a request, choosing or entering the recovery password. */
  SHOW: z.strictObject({ purpose: z.enum(['approve', 'create-recovery', 'enter-recovery']) }),
  HIDE: none,
} as const

export type AppEventName = keyof typeof APP_EVENT_PAYLOADS
export type FrameRequestName = keyof typeof FRAME_SUCCESS_PAYLOADS
export type FrameOwnEventName = keyof typeof FRAME_OWN_EVENT_PAYLOADS

export type AppEventPayload<N extends AppEventName> = z.infer<(typeof APP_EVENT_PAYLOADS)[N]>
export type FrameSuccessPayload<N extends FrameRequestName> = z.infer<(typeof FRAME_SUCCESS_PAYLOADS)[N]>
export type FrameOwnEventPayload<N extends FrameOwnEventName> = z.infer<(typeof FRAME_OWN_EVENT_PAYLOADS)[N]>
export type FrameUser = z.infer<typeof user>

export type AppEvent = {
  [N in AppEventName]: { v: 1; id: string; type: `@foyer-app/${N}`; payload: AppEventPayload<N> }
}[AppEventName]

export type FrameEvent =
  | {
      [N in FrameRequestName]: { v: 1; id: string; type: `@foyer-frame/${N}_SUCCESS`; payload: FrameSuccessPayload<N> }
    }[FrameRequestName]
  | { v: 1; id: string; type: `@foyer-frame/${FrameRequestName}_ERROR`; payload: { message: string } }
  | {
      [N in FrameOwnEventName]: { v: 1; type: `@foyer-frame/${N}`; payload: FrameOwnEventPayload<N> }
    }[FrameOwnEventName]

const version = z.literal(FRAME_PROTOCOL_VERSION)
const errorPayload = z.strictObject({ message: z.string().max(1024) })

const appEventSchemas = Object.entries(APP_EVENT_PAYLOADS).map(([name, payload]) =>
  z.strictObject({ v: version, id: requestId, type: z.literal(`${APP_EVENT_PREFIX}${name}`), payload }),
)

const frameEventSchemas = [
  ...Object.entries(FRAME_SUCCESS_PAYLOADS).flatMap(([name, payload]) => [
    z.strictObject({ v: version, id: requestId, type: z.literal(`${FRAME_EVENT_PREFIX}${name}_SUCCESS`), payload }),
    z.strictObject({
      v: version,
      id: requestId,
      type: z.literal(`${FRAME_EVENT_PREFIX}${name}_ERROR`),
      payload: errorPayload,
    }),
  ]),
  ...Object.entries(FRAME_OWN_EVENT_PAYLOADS).map(([name, payload]) =>
    z.strictObject({ v: version, type: z.literal(`${FRAME_EVENT_PREFIX}${name}`), payload }),
  ),
]

// The maps above are typed precisely; the unions built from them are typed by AppEvent / FrameEvent instead.
export const appEventSchema = z.discriminatedUnion(
  'type',
  appEventSchemas as unknown as [z.ZodObject, ...z.ZodObject[]],
)
export const frameEventSchema = z.discriminatedUnion(
  'type',
  frameEventSchemas as unknown as [z.ZodObject, ...z.ZodObject[]],
)
