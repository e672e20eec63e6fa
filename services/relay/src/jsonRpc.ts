/** JSON-RPC 2.0 framing for the relay socket: parse one frame, format answers and pushes. */

export type JsonRpcId = string | number

export const PARSE_ERROR = -32700
export const INVALID_REQUEST = -32600
export const METHOD_NOT_FOUND = -32601
export const INVALID_PARAMS = -32602

export interface JsonRpcRequest {
  kind: 'request'
  id: JsonRpcId
  method: string
  params: unknown
}

export interface JsonRpcResponse {
  kind: 'response'
  id: JsonRpcId
  ok: boolean
}

export interface JsonRpcInvalid {
  kind: 'invalid'
  /** The id to answer with; null when the frame had none we could read. */
  id: JsonRpcId | null
  code: number
  message: string
}

export type JsonRpcFrame = JsonRpcRequest | JsonRpcResponse | JsonRpcInvalid

function isId(value: unknown): value is JsonRpcId {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
}

/** Reads one text frame. Anything unreadable comes back as `invalid` with the code to answer with. */
export function parseFrame(text: string): JsonRpcFrame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { kind: 'invalid', id: null, code: PARSE_ERROR, message: 'Parse error: the frame is not JSON' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: 'invalid', id: null, code: INVALID_REQUEST, message: 'Invalid request: expected one JSON object' }
  }
  const frame = value as Record<string, unknown>
  const id = isId(frame.id) ? frame.id : null
  if (typeof frame.method === 'string') {
    if (id === null) {
      return { kind: 'invalid', id: null, code: INVALID_REQUEST, message: 'Invalid request: missing id' }
    }
    return { kind: 'request', id, method: frame.method, params: frame.params }
  }
  if (id !== null && ('result' in frame || 'error' in frame)) {
    return { kind: 'response', id, ok: 'result' in frame && frame.error === undefined }
  }
  return { kind: 'invalid', id, code: INVALID_REQUEST, message: 'Invalid request: missing method' }
}

export function formatResult(id: JsonRpcId, result: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', result })
}

export function formatError(id: JsonRpcId | null, code: number, message: string): string {
  return JSON.stringify({ id, jsonrpc: '2.0', error: { code, message } })
}

export function formatRequest(id: JsonRpcId, method: string, params: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params })
}
