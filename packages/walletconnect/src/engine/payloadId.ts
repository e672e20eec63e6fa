let last = 0

/**
 * A JSON-RPC id as v2 clients make them: milliseconds × 1000 plus three random digits, a safe integer, and
 * strictly increasing within this page so two requests of one millisecond never share an id.
 */
export function payloadId(now = Date.now()): number {
  const candidate = now * 1000 + Math.floor(Math.random() * 1000)
  last = candidate > last ? candidate : last + 1
  return last
}
