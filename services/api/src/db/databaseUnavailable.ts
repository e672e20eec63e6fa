/**
 * The database could not be reached or dropped the connection: Postgres shutting down or starting (57P01–57P03),
 * a connection exception (class 08), or postgres-js losing its socket. Such a request failed for a moment, not
 * for good, so it is answered 503 with Retry-After rather than 500 (docs/operations.md). Drizzle wraps the
 * driver's error in `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; isRecord(current) && depth < 8; depth += 1) {
    const code = current.code
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true
    current = current.cause
  }
  return false
}

const UNAVAILABLE_CODES = new Set([
  // Postgres: admin_shutdown, crash_shutdown, cannot_connect_now.
  '57P01',
  '57P02',
  '57P03',
  // postgres-js: the server closed the socket, or it never opened in time (not CONNECTION_ENDED: the API ended it).
  'CONNECTION_CLOSED',
  'CONNECT_TIMEOUT',
  // Node: nothing listening, or the peer reset the socket.
  'ECONNREFUSED',
  'ECONNRESET',
])

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
