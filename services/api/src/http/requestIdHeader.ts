import type { ServerResponse } from 'node:http'
import type { MiddlewareHandler } from 'hono'

const HEADER = 'X-Request-Id'
const MAX_LENGTH = 255
const SAFE_ID = /^[\w\-=]+$/

/**
 * Names each request: the caller's X-Request-Id when it is short and plain, else a fresh UUID. The id goes in
 * the context (error bodies and logs carry it) and in the answer's X-Request-Id header. Served by
 * @hono/node-server the header is set on Node's response itself: a header set through Hono would turn every
 * answer's headers into a Fetch `Headers` object, which takes node-server off its fast path for plain
 * answers (measured: several µs of a cached route's ~50). Without a Node response (app.request() in tests)
 * it is set through Hono.
 */
export function requestIdHeader(): MiddlewareHandler {
  // Not async: it has nothing to do after the route, so it hands back the route's own promise.
  return (c, next) => {
    const given = c.req.header(HEADER)
    const id = given && given.length <= MAX_LENGTH && SAFE_ID.test(given) ? given : crypto.randomUUID()
    c.set('requestId', id)
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing
    if (outgoing && typeof outgoing.setHeader === 'function' && !outgoing.headersSent) outgoing.setHeader(HEADER, id)
    else c.header(HEADER, id)
    return next()
  }
}
