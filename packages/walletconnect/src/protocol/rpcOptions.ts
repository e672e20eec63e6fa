/**
 * Relay tag and TTL (seconds) of each sign and pairing method, request and response (spec: clients/sign/rpc-methods,
 * clients/core/pairing/rpc-methods). The tag lets a relay tell messages apart without reading them.
 */
const FIVE_MINUTES = 300
const ONE_DAY = 86_400
const THIRTY_SECONDS = 30

export interface PublishOptions {
  tag: number
  ttl: number
  prompt?: boolean
}

interface MethodOptions {
  req: PublishOptions
  res: PublishOptions
  /** wc_sessionPropose only: the answer when the user says no, and when the wallet refuses by itself. */
  reject?: PublishOptions
  autoReject?: PublishOptions
}

export const RPC_OPTIONS = {
  wc_sessionPropose: {
    req: { tag: 1100, ttl: FIVE_MINUTES, prompt: true },
    res: { tag: 1101, ttl: FIVE_MINUTES },
    reject: { tag: 1120, ttl: FIVE_MINUTES },
    autoReject: { tag: 1121, ttl: FIVE_MINUTES },
  },
  wc_sessionSettle: { req: { tag: 1102, ttl: FIVE_MINUTES }, res: { tag: 1103, ttl: FIVE_MINUTES } },
  wc_sessionUpdate: { req: { tag: 1104, ttl: ONE_DAY }, res: { tag: 1105, ttl: ONE_DAY } },
  wc_sessionExtend: { req: { tag: 1106, ttl: ONE_DAY }, res: { tag: 1107, ttl: ONE_DAY } },
  wc_sessionRequest: { req: { tag: 1108, ttl: FIVE_MINUTES, prompt: true }, res: { tag: 1109, ttl: FIVE_MINUTES } },
  wc_sessionEvent: { req: { tag: 1110, ttl: FIVE_MINUTES }, res: { tag: 1111, ttl: FIVE_MINUTES } },
  wc_sessionDelete: { req: { tag: 1112, ttl: ONE_DAY }, res: { tag: 1113, ttl: ONE_DAY } },
  wc_sessionPing: { req: { tag: 1114, ttl: THIRTY_SECONDS }, res: { tag: 1115, ttl: THIRTY_SECONDS } },
  wc_pairingDelete: { req: { tag: 1000, ttl: ONE_DAY }, res: { tag: 1001, ttl: ONE_DAY } },
  wc_pairingPing: { req: { tag: 1002, ttl: THIRTY_SECONDS }, res: { tag: 1003, ttl: THIRTY_SECONDS } },
} as const satisfies Record<string, MethodOptions>

export type RpcMethod = keyof typeof RPC_OPTIONS

/** The answer to a method this client does not know (spec: "unsupported methods response"). */
export const UNSUPPORTED_METHOD_RESPONSE: PublishOptions = { tag: 0, ttl: ONE_DAY }

export function isRpcMethod(method: string): method is RpcMethod {
  return Object.hasOwn(RPC_OPTIONS, method)
}

/** SPEC: a session lives 7 days unless extended; a pairing that carried a session lives 30 days. */
export const SESSION_LIFETIME_SECONDS = 7 * ONE_DAY
export const ACTIVE_PAIRING_LIFETIME_SECONDS = 30 * ONE_DAY
/** A session request may set its own expiry, between 5 minutes and 7 days ahead (spec: wc_sessionRequest). */
export const REQUEST_EXPIRY_MIN_SECONDS = FIVE_MINUTES
export const REQUEST_EXPIRY_MAX_SECONDS = 7 * ONE_DAY
