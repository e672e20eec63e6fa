import { isHex32 } from '../encoding/bytes.ts'
import {
  array,
  isPlainObject,
  literal,
  matching,
  object,
  optional,
  PayloadError,
  type Reader,
  record,
  safeInteger,
  string,
  unixSeconds,
  unknownValue,
} from './guards.ts'
import type { ProposalNamespace, SessionNamespace } from './namespaces.ts'

/** Readers for every message the sign protocol carries; each checks a payload a peer decrypted for us. */

export interface Metadata {
  name: string
  description: string
  url: string
  icons: string[]
  verifyUrl?: string
  redirect?: { native?: string; universal?: string }
}

const hex32 = matching(/^[0-9a-f]{64}$/, '32 bytes of lowercase hex')
const methodName = matching(/^[A-Za-z0-9_.:-]{1,128}$/, 'a method name')
const name = string(256)

export const readMetadata: Reader<Metadata> = (value, path) => {
  const read = object({
    name: string(256),
    description: optional(string(2048)),
    url: string(2048),
    icons: optional(array(string(2048), 20)),
    verifyUrl: optional(string(2048)),
    redirect: optional(object({ native: optional(string(2048)), universal: optional(string(2048)) })),
  })(value, path)
  return { ...read, description: read.description ?? '', icons: read.icons ?? [] }
}

const readRelay = object({ protocol: string(64), data: optional(string(1024)) })
const readParticipant = object({ publicKey: hex32, metadata: readMetadata })
const readReason = object({ code: safeInteger, message: string(1024) })

export const readProposalNamespace: Reader<ProposalNamespace> = object({
  chains: optional(array(name, 200)),
  methods: array(methodName, 500),
  events: array(name, 200),
})
export const readProposalNamespaces = record(readProposalNamespace)

export const readSessionNamespace: Reader<SessionNamespace> = object({
  chains: optional(array(name, 200)),
  accounts: array(string(512), 1000),
  methods: array(methodName, 500),
  events: array(name, 200),
})
export const readSessionNamespaces = record(readSessionNamespace)

const readProperties = optional(record(unknownValue))

export const readSessionPropose = object({
  relays: array(readRelay, 10),
  proposer: readParticipant,
  requiredNamespaces: optional(readProposalNamespaces),
  optionalNamespaces: optional(readProposalNamespaces),
  sessionProperties: readProperties,
  scopedProperties: readProperties,
  expiryTimestamp: optional(unixSeconds),
  pairingTopic: optional(hex32),
})
export type SessionProposeParams = ReturnType<typeof readSessionPropose>

export const readSessionProposeResult = object({ relay: readRelay, responderPublicKey: hex32 })

export const readSessionSettle = object({
  relay: readRelay,
  controller: readParticipant,
  namespaces: readSessionNamespaces,
  requiredNamespaces: optional(readProposalNamespaces),
  optionalNamespaces: optional(readProposalNamespaces),
  sessionProperties: readProperties,
  scopedProperties: readProperties,
  expiry: unixSeconds,
  pairingTopic: optional(hex32),
})
export type SessionSettleParams = ReturnType<typeof readSessionSettle>

export const readSessionUpdate = object({ namespaces: readSessionNamespaces })
export const readSessionExtend = object({ expiry: optional(unixSeconds) })
export const readSessionRequest = object({
  request: object({ method: methodName, params: unknownValue, expiryTimestamp: optional(unixSeconds) }),
  chainId: string(64),
})
export type SessionRequestParams = ReturnType<typeof readSessionRequest>
export const readSessionEvent = object({
  event: object({ name, data: unknownValue }),
  chainId: string(64),
})
export const readReasonParams = readReason
export const readEmptyParams: Reader<Record<string, never>> = (value, path) => {
  if (value !== undefined && !isPlainObject(value)) throw new PayloadError(`${path} must be an object`)
  return {}
}

/** One JSON-RPC message between peers. Ids are safe integers, as every v2 client makes them. */
export type PeerMessage =
  | { kind: 'request'; id: number; method: string; params: unknown }
  | { kind: 'result'; id: number; result: unknown }
  | { kind: 'error'; id: number; error: { code: number; message: string; data?: unknown } }

const readRequestFrame = object({
  id: safeInteger,
  jsonrpc: literal('2.0'),
  method: methodName,
  params: unknownValue,
})
const readErrorFrame = object({
  id: safeInteger,
  jsonrpc: literal('2.0'),
  error: object({ code: safeInteger, message: string(2048), data: unknownValue }),
})

export function readPeerMessage(text: string): PeerMessage {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new PayloadError('message must be JSON')
  }
  if (!isPlainObject(value)) throw new PayloadError('message must be a JSON-RPC object')
  if ('method' in value) return { kind: 'request', ...readRequestFrame(value, 'message') }
  if ('error' in value) return { kind: 'error', ...readErrorFrame(value, 'message') }
  if ('result' in value) {
    const { id } = object({ id: safeInteger, jsonrpc: literal('2.0') })(value, 'message')
    return { kind: 'result', id, result: value.result }
  }
  throw new PayloadError('message must be a JSON-RPC request or response')
}

export { isHex32 }
