import type { ApiIssue } from '@foyer/protocol'
import type { Context } from 'hono'
import type { z } from 'zod'
import { ApiError } from './apiError.ts'
import { leaseOf, serverBusy } from './inFlightBytes.ts'
import { exceedsJsonDepth } from './jsonDepth.ts'

const MAX_ISSUES = 20
/**
 * The deepest body any call accepts. Real payloads nest a few levels (analytics props at most 8, an eth_call
 * state override 4); a few thousand levels would overflow the stack of whatever walks the value next.
 */
export const MAX_BODY_DEPTH = 32
/**
 * Bytes of memory one byte of body may take while its request runs, charged to the in-flight budget as it
 * arrives. Measured: JSON.parse turns `[{},{},…]` into 21 bytes of objects per byte of text (V8, pointer
 * compression); the chunks, their join and the decoded text add 3.
 */
export const BODY_BYTES_HELD = 24

function toIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.slice(0, MAX_ISSUES).map((issue) => ({
    path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
    message: issue.message,
  }))
}

/** Parses input with a wire schema; anything invalid is a 400 INVALID_REQUEST listing the issues. */
export function parseRequest<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input)
  if (!result.success) throw new ApiError(400, 'INVALID_REQUEST', 'The request is invalid', toIssues(result.error))
  return result.data
}

/** Query strings longer than this are parsed every time, so a memo of them stays small. */
export const MEMO_KEY_CHARACTERS = 512
/** Successful parses one memoized parser keeps. */
export const PARSE_MEMO_ENTRIES = 1_000

/**
 * parseRequest with its successful results kept under a key that determines the input (the raw query
 * string): the same page asking again skips the schema. Past PARSE_MEMO_ENTRIES it starts over; refusals
 * are never kept. Results are shared by every request with that key: callers must not change them.
 */
export function memoizedParser<Schema extends z.ZodType>(schema: Schema) {
  const results = new Map<string, z.output<Schema>>()
  return (key: string, input: () => unknown): z.output<Schema> => {
    const known = results.get(key)
    if (known !== undefined) return known
    const parsed = parseRequest(schema, input())
    if (key.length > MEMO_KEY_CHARACTERS) return parsed
    if (results.size >= PARSE_MEMO_ENTRIES) results.clear()
    results.set(key, parsed)
    return parsed
  }
}

/** The raw query string of a request, `?` included ('' without one): the key of a memoized query parse. */
export function rawQueryOf(c: Context): string {
  const url = c.req.url
  const start = url.indexOf('?')
  return start < 0 ? '' : url.slice(start)
}

/** The query string as an object; a repeated key keeps its first value. */
export function queryOf(c: Context): Record<string, string> {
  return c.req.query()
}

/**
 * Reads the body as JSON whatever its content type (sendBeacon posts text/plain), refusing more than
 * `maxBytes` with 413 PAYLOAD_TOO_LARGE, and text that is not JSON or nests deeper than MAX_BODY_DEPTH with
 * 400 INVALID_REQUEST.
 */
export async function readJsonBody(c: Context, maxBytes: number): Promise<unknown> {
  const declared = Number(c.req.header('content-length') ?? Number.NaN)
  if (declared > maxBytes) throw payloadTooLarge(maxBytes)
  const body = c.req.raw.body
  if (!body) throw new ApiError(400, 'INVALID_REQUEST', 'The request has no body')
  const lease = leaseOf(c)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // The client went away before sending the length it declared: its request, not the server, failed.
      throw new ApiError(400, 'INVALID_REQUEST', 'The body ended before its declared length')
    })
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      throw payloadTooLarge(maxBytes)
    }
    if (lease && !lease.charge(value.byteLength * BODY_BYTES_HELD)) {
      await reader.cancel().catch(() => {})
      throw serverBusy()
    }
    chunks.push(value)
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks))
  if (exceedsJsonDepth(text, MAX_BODY_DEPTH)) {
    throw new ApiError(400, 'INVALID_REQUEST', `The body nests deeper than ${MAX_BODY_DEPTH} levels`)
  }
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(400, 'INVALID_REQUEST', 'The body is not valid JSON')
  }
}

function payloadTooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${maxBytes} bytes`)
}
