import { Buffer } from 'buffer'

// Ledger's transports (hw-transport-webhid, -webusb) use Node's global `Buffer`, which no browser has: without it
// every exchange throws a ReferenceError, and the visitor reads only 'Failed to connect'. This module gives the page
// one before a transport loads. It is imported only by openLedger.ts, the chunk fetched when the visitor picks
// Ledger: a page whose visitors never do is left as it was, and a page that already has a Buffer keeps its own.

/** Makes sure `globalThis.Buffer` exists; returns the one in use. */
export function ensureBuffer(): typeof Buffer {
  const scope = globalThis as { Buffer?: typeof Buffer }
  scope.Buffer ??= Buffer
  return scope.Buffer
}
