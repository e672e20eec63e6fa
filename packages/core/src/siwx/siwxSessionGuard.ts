import type { SiwxSession } from './siwxTypes.ts'

// Hand-written guards (no zod in the browser): a stored or answered session is used only if it has this shape.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isString = (value: unknown): value is string => typeof value === 'string'
const isOptionalString = (value: unknown) => value === undefined || isString(value)

export function isSiwxSession(value: unknown): value is SiwxSession {
  if (!isRecord(value) || !isString(value.message) || !isString(value.signature)) return false
  if (!isOptionalString(value.id) || !isOptionalString(value.email)) return false
  const data = value.data
  if (!isRecord(data)) return false
  const required = ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce', 'issuedAt'] as const
  const optional = ['statement', 'notBefore', 'expirationTime', 'requestId'] as const
  return (
    required.every((key) => isString(data[key])) &&
    optional.every((key) => isOptionalString(data[key])) &&
    (data.resources === undefined || (Array.isArray(data.resources) && data.resources.every(isString)))
  )
}

export function isSiwxSessionList(value: unknown): value is SiwxSession[] {
  return Array.isArray(value) && value.every(isSiwxSession)
}

/** The API's session record (`GET /v1/sessions/{id}`, `POST /v1/sessions`): what the client reads of it. */
export interface SessionRecordAnswer {
  id: string
  session: SiwxSession
  email?: string
  expiresAt: string
}

export function isSessionRecordAnswer(value: unknown): value is SessionRecordAnswer {
  return (
    isRecord(value) &&
    isString(value.id) &&
    isString(value.expiresAt) &&
    isOptionalString(value.email) &&
    isSiwxSession(value.session)
  )
}
