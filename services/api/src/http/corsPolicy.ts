import type { Context, MiddlewareHandler, Next } from 'hono'
import type { ApiDeps } from '../deps.ts'
import { requestProject } from '../projects/requestProject.ts'
import { ApiError } from './apiError.ts'
import { isOriginAllowed } from './originPolicy.ts'

const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS'
const EXPOSED_HEADERS = 'Retry-After, X-Request-Id'
const PREFLIGHT_MAX_AGE_SECONDS = '600'
const HEADER_LIST = /^[A-Za-z0-9-]+(\s*,\s*[A-Za-z0-9-]+)*$/

// Set on c.res (not c.header) so the headers survive a route that returns a Response of its own.
function setHeader(c: Context, name: string, value: string): void {
  c.res.headers.set(name, value)
}

/** The calls the embedded wallet's secure site makes from its own origin (docs/api-embedded.md). */
function isSecureSiteCall(path: string): boolean {
  return path.startsWith('/v1/embedded/') || path === '/projects/v1/origins'
}

/**
 * CORS answers only the origins of the project a request names, and for the embedded wallet's calls the
 * configured secure site's origin (`config.embedded.secureSiteOrigin`). A request from another origin gets no
 * Access-Control-Allow-Origin, and when it would change something (not GET/HEAD) 403 ORIGIN_NOT_ALLOWED.
 * Requests without an Origin (same origin, server to server) pass.
 */
export function corsPolicy(deps: ApiDeps): MiddlewareHandler {
  // Most calls name no Origin (same origin, server to server): those pass without an async step of their own.
  return (c, next) => {
    const origin = c.req.header('origin')
    if (origin) return withOrigin(c, next, origin)
    return c.req.method === 'OPTIONS' ? Promise.resolve(c.body(null, 204)) : next()
  }

  async function withOrigin(c: Context, next: Next, origin: string) {
    const isPreflight = c.req.method === 'OPTIONS'
    const named = await requestProject(c, deps)
    const secureSite = deps.config.embedded?.secureSiteOrigin
    const allowed =
      named.kind === 'found' &&
      (isOriginAllowed(origin, named.project.allowedOrigins) ||
        (secureSite !== undefined && isSecureSiteCall(c.req.path) && isOriginAllowed(origin, [secureSite])))
    setHeader(c, 'Vary', 'Origin')
    if (allowed) {
      setHeader(c, 'Access-Control-Allow-Origin', origin)
      setHeader(c, 'Access-Control-Expose-Headers', EXPOSED_HEADERS)
    }
    if (isPreflight) {
      if (allowed) {
        const requested = c.req.header('access-control-request-headers')
        setHeader(c, 'Access-Control-Allow-Methods', ALLOWED_METHODS)
        setHeader(
          c,
          'Access-Control-Allow-Headers',
          requested && requested.length <= 1000 && HEADER_LIST.test(requested) ? requested : 'Content-Type',
        )
        setHeader(c, 'Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS)
      }
      return c.body(null, 204)
    }
    // Unknown or missing projects are the project check's to refuse, with their own codes.
    if (named.kind === 'found' && !allowed && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      throw new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'This origin is not allowed for the project')
    }
    return next()
  }
}
