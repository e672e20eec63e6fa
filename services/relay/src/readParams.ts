/**
 * Reads the params of each relay method. Every reader throws `InvalidParamsError` with a message naming the field,
 * which the relay answers as JSON-RPC -32602.
 */

export class InvalidParamsError extends Error {
  override name = 'InvalidParamsError'
}

/** The relay keeps a message at most this long, whatever TTL the client asks for (the WalletConnect relay's cap). */
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60
/** The session methods may omit `ttl`; the SDK's own default for them is five minutes. */
export const DEFAULT_SESSION_TTL_SECONDS = 300
const MAX_TOPIC_LENGTH = 256
const MAX_BATCH = 500

export const TAG_SESSION_PROPOSE = 1100
export const TAG_SESSION_PROPOSE_RESPONSE = 1101
export const TAG_SESSION_SETTLE = 1102

export interface PublishParams {
  topic: string
  message: string
  ttl: number
  tag: number
  attestation?: string
}

export interface ProposeSessionParams {
  pairingTopic: string
  sessionProposal: string
  ttl: number
  attestation?: string
}

export interface ApproveSessionParams {
  sessionTopic: string
  pairingTopic: string
  sessionProposalResponse: string
  sessionSettlementRequest: string
  ttl: number
}

export interface Subscription {
  topic: string
  id: string | undefined
}

function record(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw new InvalidParamsError('Invalid params: expected an object')
  }
  return params as Record<string, unknown>
}

function topic(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_TOPIC_LENGTH) {
    throw new InvalidParamsError(
      `Invalid params: "${field}" must be a non-empty string of at most ${MAX_TOPIC_LENGTH} characters`,
    )
  }
  return value
}

function message(value: unknown, field: string, maxMessageBytes: number): string {
  if (typeof value !== 'string' || value.length === 0) {
    throw new InvalidParamsError(`Invalid params: "${field}" must be a non-empty string`)
  }
  if (Buffer.byteLength(value) > maxMessageBytes) {
    throw new InvalidParamsError(`Invalid params: "${field}" is larger than ${maxMessageBytes} bytes`)
  }
  return value
}

function ttl(value: unknown, fallback: number | undefined): number {
  if (value === undefined && fallback !== undefined) return fallback
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new InvalidParamsError('Invalid params: "ttl" must be a positive number of seconds')
  }
  return Math.min(value, MAX_TTL_SECONDS)
}

function tag(value: unknown): number {
  if (value === undefined) return 0
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new InvalidParamsError('Invalid params: "tag" must be an integer')
  }
  return value
}

const MAX_ATTESTATION_LENGTH = 4096

/** Optional Verify attestation: a JWT string the relay keeps and delivers as it is; it never reads it. */
function attestation(value: unknown): { attestation?: string } {
  if (value === undefined || value === null || value === '') return {}
  if (typeof value !== 'string' || value.length > MAX_ATTESTATION_LENGTH) {
    throw new InvalidParamsError(
      `Invalid params: "attestation" must be a string of at most ${MAX_ATTESTATION_LENGTH} characters`,
    )
  }
  return { attestation: value }
}

function list(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value) || value.length > MAX_BATCH) {
    throw new InvalidParamsError(`Invalid params: "${field}" must be an array of at most ${MAX_BATCH} items`)
  }
  return value
}

export function readTopic(params: unknown): string {
  return topic(record(params).topic, 'topic')
}

export function readTopics(params: unknown): string[] {
  return list(record(params).topics, 'topics').map((item, index) => topic(item, `topics[${index}]`))
}

export function readUnsubscribe(params: unknown): Subscription {
  const fields = record(params)
  const id = fields.id
  if (id !== undefined && typeof id !== 'string') throw new InvalidParamsError('Invalid params: "id" must be a string')
  return { topic: topic(fields.topic, 'topic'), id }
}

export function readSubscriptions(params: unknown): Subscription[] {
  return list(record(params).subscriptions, 'subscriptions').map((item) => readUnsubscribe(item))
}

export function readPublish(params: unknown, maxMessageBytes: number): PublishParams {
  const fields = record(params)
  return {
    topic: topic(fields.topic, 'topic'),
    message: message(fields.message, 'message', maxMessageBytes),
    ttl: ttl(fields.ttl, undefined),
    tag: tag(fields.tag),
    ...attestation(fields.attestation),
  }
}

export function readProposeSession(params: unknown, maxMessageBytes: number): ProposeSessionParams {
  const fields = record(params)
  return {
    pairingTopic: topic(fields.pairingTopic, 'pairingTopic'),
    sessionProposal: message(fields.sessionProposal, 'sessionProposal', maxMessageBytes),
    ttl: ttl(fields.ttl, DEFAULT_SESSION_TTL_SECONDS),
    ...attestation(fields.attestation),
  }
}

export function readApproveSession(params: unknown, maxMessageBytes: number): ApproveSessionParams {
  const fields = record(params)
  return {
    sessionTopic: topic(fields.sessionTopic, 'sessionTopic'),
    pairingTopic: topic(fields.pairingTopic, 'pairingTopic'),
    sessionProposalResponse: message(fields.sessionProposalResponse, 'sessionProposalResponse', maxMessageBytes),
    sessionSettlementRequest: message(fields.sessionSettlementRequest, 'sessionSettlementRequest', maxMessageBytes),
    ttl: ttl(fields.ttl, DEFAULT_SESSION_TTL_SECONDS),
  }
}
