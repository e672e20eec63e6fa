import { Hono } from 'hono'
import { analyticsRoutes } from './analytics/analyticsRoutes.ts'
import type { ApiEnv } from './apiEnv.ts'
import type { ApiDeps } from './deps.ts'
import { clientIp } from './http/clientIp.ts'
import { corsPolicy } from './http/corsPolicy.ts'
import { notFoundResponse, toErrorResponse } from './http/errorHandling.ts'
import {
  createInFlightBytes,
  IN_FLIGHT_BYTES,
  IN_FLIGHT_BYTES_PER_CLIENT,
  inFlightBytesMiddleware,
} from './http/inFlightBytes.ts'
import { rateLimitSubject } from './http/ipSubject.ts'
import { requestIdHeader } from './http/requestIdHeader.ts'
import { projectCheck } from './projects/projectCheck.ts'
import { projectRoutes } from './projects/projectRoutes.ts'
import { createMemoryRateLimiter } from './rateLimit/memoryRateLimiter.ts'
import { rateLimitMiddleware } from './rateLimit/rateLimitMiddleware.ts'
import { DEFAULT_RATE_LIMIT } from './rateLimit/tokenBucket.ts'
import { rpcRoutes } from './rpc/rpcRoutes.ts'
import { ACCOUNT_ROUTES } from './usage/visitorKey.ts'
import { visitorTracking } from './usage/visitorTracking.ts'

/** A route area: wallets, chain data, … Each receives the deps and returns its routes. */
export type RouteArea = (deps: ApiDeps) => Hono<ApiEnv> | Hono

/**
 * The platform around the route areas. Middleware order: request id and JSON errors → in-flight bytes →
 * CORS → project check → rate limit → the visitor count (account calls only) → routes. The platform's own
 * routes: health, projects, analytics, the RPC proxy.
 */
export function createPlatformApp(deps: ApiDeps, areas: readonly RouteArea[]): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>()
  app.onError((error, c) => toErrorResponse(error, c, deps.log))
  app.notFound((c) => notFoundResponse(c))

  app.use(requestIdHeader())
  const trustProxy = deps.config.trustProxy ?? false
  app.use(
    inFlightBytesMiddleware(
      createInFlightBytes(deps.config.inFlightBytes ?? IN_FLIGHT_BYTES, IN_FLIGHT_BYTES_PER_CLIENT),
      (c) => rateLimitSubject(clientIp(c, trustProxy)),
    ),
  )
  app.use(corsPolicy(deps))
  app.use(projectCheck(deps))
  const rule = deps.config.rateLimit ?? DEFAULT_RATE_LIMIT
  if (rule !== false) {
    const limiter = deps.rateLimiter ?? createMemoryRateLimiter(rule, () => deps.now())
    app.use(rateLimitMiddleware(limiter, { trustProxy }))
  }
  const countVisitor = visitorTracking(deps)
  for (const route of ACCOUNT_ROUTES) app.use(route, countVisitor)

  app.get('/health', (c) => c.json({ status: 'ok' }))
  app.route('/', projectRoutes(deps))
  app.route('/', analyticsRoutes(deps))
  app.route('/', rpcRoutes(deps))
  for (const area of areas) app.route('/', area(deps) as Hono<ApiEnv>)
  return app
}
