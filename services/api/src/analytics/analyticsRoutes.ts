import {
  ANALYTICS_LIMITS,
  type AnalyticsAcceptedResponse,
  type AnalyticsConfigResponse,
  analyticsBatchSchema,
  analyticsErrorEventSchema,
  sdkQuerySchema,
} from '@foyer/protocol'
import { Hono } from 'hono'
import type { ApiEnv } from '../apiEnv.ts'
import type { ApiDeps } from '../deps.ts'
import { parseRequest, readJsonBody } from '../http/validation.ts'
import type { ProjectRecord } from '../projects/projectStore.ts'
import { recordVisitor } from '../usage/usageStore.ts'
import { visitorKeyOf } from '../usage/visitorKey.ts'
import { storeAnalyticsEvents } from './analyticsStore.ts'

/** SPEC §9 default features: analytics is on unless the project turns it off. */
export function isAnalyticsEnabled(project: ProjectRecord): boolean {
  return project.features.analytics !== false
}

/** SPEC §7 analytics: POST /e (one error report), POST /batch (events), GET /getAnalyticsConfig. */
export function analyticsRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()

  routes.get('/getAnalyticsConfig', (c) =>
    c.json<AnalyticsConfigResponse>({ isAnalyticsEnabled: isAnalyticsEnabled(c.get('project')) }),
  )

  // Error reports are kept even with analytics off: they describe the SDK's failures, not the user.
  routes.post('/e', async (c) => {
    const event = parseRequest(analyticsErrorEventSchema, await readJsonBody(c, ANALYTICS_LIMITS.errorEventBytes))
    const sdk = parseRequest(sdkQuerySchema, c.req.query())
    const accepted = await storeAnalyticsEvents(deps.db, c.get('project').id, 'error', [event], sdk, deps.now())
    return c.json<AnalyticsAcceptedResponse>({ accepted })
  })

  routes.post('/batch', async (c) => {
    const events = parseRequest(analyticsBatchSchema, await readJsonBody(c, ANALYTICS_LIMITS.batchBytes))
    const project = c.get('project')
    // The client sends nothing when analytics is off; an older or foreign client's events are dropped here.
    if (!isAnalyticsEnabled(project)) return c.json<AnalyticsAcceptedResponse>({ accepted: 0 })
    const sdk = parseRequest(sdkQuerySchema, c.req.query())
    const accepted = await storeAnalyticsEvents(deps.db, project.id, 'event', events, sdk, deps.now())
    const visitors = new Set(
      events.map((event) => visitorKeyOf(event.props.address)).filter((key) => key !== undefined),
    )
    for (const visitor of visitors) await recordVisitor(deps.db, deps.cache, project.id, visitor, deps.now())
    return c.json<AnalyticsAcceptedResponse>({ accepted })
  })

  return routes
}
