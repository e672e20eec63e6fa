/**
 * An unhandled rejection the official SDK (2.21.8, the interop peer) raises itself, and nothing of Foyer's can
 * cause or catch. When a `wc_sessionDelete` reaches it for a session it has already deleted — the relay replays
 * a delete whose acknowledgement was lost in a reconnect, as any at-least-once relay may — its engine calls
 * `isValidDisconnect` without `await`, and its delete-on-next-publish listener is an `async` callback nobody
 * awaits: both throw "Record was recently deleted" into the void. The session is gone either way, and the test
 * asserting that passes; only the SDK's own stray errors are let through, and only these.
 */
export function isOfficialSdkDuplicateDelete(error: { message?: string; stack?: string }): boolean {
  return (
    (error.message ?? '').startsWith('Missing or invalid. Record was recently deleted - session: ') &&
    (error.stack ?? '').includes('@walletconnect/sign-client')
  )
}
