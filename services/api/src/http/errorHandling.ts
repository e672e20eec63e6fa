import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { isDatabaseUnavailable } from '../db/databaseUnavailable.ts'
import type { Logger } from '../deps.ts'
import { ApiError } from './apiError.ts'

/** Turns anything thrown into a JSON error with a stable code; a stack never leaves the process. */
export function toErrorResponse(error: unknown, c: Context, log: Logger): Response {
  const requestId = c.get('requestId') as string | undefined
  const apiError = asApiError(error)
  if (apiError.status === 503) {
    log.warn('request failed for a moment', { requestId, method: c.req.method, path: c.req.path, code: apiError.code })
  } else if (apiError.status >= 500) {
    log.error('request failed', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    })
  }
  for (const [name, value] of Object.entries(apiError.headers ?? {})) c.header(name, value)
  return c.json(apiError.toBody(requestId), apiError.status)
}

function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof HTTPException) {
    if (error.status === 413) return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The body is too large')
    if (error.status < 500) return new ApiError(error.status, 'INVALID_REQUEST', 'The request is invalid')
  }
  if (isDatabaseUnavailable(error)) {
    return new ApiError(503, 'DATABASE_UNAVAILABLE', 'The database is unavailable; retry shortly', undefined, {
      'Retry-After': '1',
    })
  }
  return new ApiError(500, 'SERVER_ERROR', 'The server could not answer this request')
}

export function notFoundResponse(c: Context): Response {
  const requestId = c.get('requestId') as string | undefined
  return c.json(new ApiError(404, 'NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`).toBody(requestId), 404)
}
