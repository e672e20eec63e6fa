/** The relay's own JSON-RPC error codes, past the standard ones in jsonRpc.ts (server errors, -32000 to -32099). */
export const STORAGE_UNAVAILABLE = -32000
export const RATE_LIMITED = -32001
export const TOO_MANY_SUBSCRIPTIONS = -32002
export const INTERNAL_ERROR = -32603

/** An error the client is told about, with its code. */
export class RelayError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
