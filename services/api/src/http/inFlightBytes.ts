import type { Context, MiddlewareHandler } from 'hono'
import { ApiError } from './apiError.ts'

const MiB = 1024 * 1024
/** Bytes every request in flight may hold together (bodies as read and parsed, node answers as relayed). */
export const IN_FLIGHT_BYTES = 128 * MiB
/** One client's share of IN_FLIGHT_BYTES: one largest RPC body (1 MiB × 24) or node answer (8 MiB × 3). */
export const IN_FLIGHT_BYTES_PER_CLIENT = 32 * MiB

/** Bytes one request holds while it runs: its body as read and parsed, and a node's answer as relayed. */
export interface ByteLease {
  /** Adds `bytes`; false (and nothing added) when that would pass the process's or the client's share. */
  charge(bytes: number): boolean
  /** Gives everything back; the middleware calls it when the request ends. */
  release(): void
}

export interface InFlightBytes {
  lease(client: string): ByteLease
  inUse(): number
}

/**
 * The budget of bytes every request in flight shares, so concurrent large bodies and answers cannot add up past
 * it; one client may hold at most `perClient` of it, so one client cannot take it all.
 */
export function createInFlightBytes(budget: number, perClient: number): InFlightBytes {
  let total = 0
  const byClient = new Map<string, number>()
  return {
    lease(client) {
      let held = 0
      return {
        charge(bytes) {
          const clientHeld = byClient.get(client) ?? 0
          if (total + bytes > budget || clientHeld + bytes > perClient) return false
          total += bytes
          held += bytes
          byClient.set(client, clientHeld + bytes)
          return true
        },
        release() {
          if (held === 0) return
          total -= held
          const left = (byClient.get(client) ?? held) - held
          if (left <= 0) byClient.delete(client)
          else byClient.set(client, left)
          held = 0
        },
      }
    },
    inUse: () => total,
  }
}

export const IN_FLIGHT_KEY = 'inFlight'

/** Gives each request a lease and takes it back when the request ends, whatever happened. */
export function inFlightBytesMiddleware(bytes: InFlightBytes, clientOf: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    const lease = bytes.lease(clientOf(c))
    c.set(IN_FLIGHT_KEY, lease)
    try {
      await next()
    } finally {
      lease.release()
    }
  }
}

/** The request's lease; routes mounted without the platform (area tests) have none and charge nothing. */
export function leaseOf(c: Context): ByteLease | undefined {
  return c.get(IN_FLIGHT_KEY) as ByteLease | undefined
}

/** What a request gets when the process is holding as many bytes for requests as it may. */
export function serverBusy(): ApiError {
  return new ApiError(503, 'SERVER_BUSY', 'The server is busy with other large requests; retry shortly', undefined, {
    'Retry-After': '1',
  })
}
