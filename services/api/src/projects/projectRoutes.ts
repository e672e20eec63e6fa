import type { AllowedOriginsResponse, ProjectConfigResponse, ProjectLimitsResponse } from '@foyer/protocol'
import { Hono } from 'hono'
import type { ApiEnv } from '../apiEnv.ts'
import type { ApiDeps } from '../deps.ts'
import { readMonthlyUsage } from '../usage/usageStore.ts'
import { computePlanLimits } from './planLimits.ts'

/** SPEC §7 project calls: remote features, plan limits from this month's counted usage, allowed origins. */
export function projectRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()

  routes.get('/appkit/v1/config', (c) => c.json<ProjectConfigResponse>({ features: c.get('project').features }))

  routes.get('/appkit/v1/project-limits', async (c) => {
    const project = c.get('project')
    const usage = await readMonthlyUsage(deps.db, project.id, deps.now())
    return c.json<ProjectLimitsResponse>({ planLimits: computePlanLimits(project, usage) })
  })

  routes.get('/projects/v1/origins', (c) =>
    c.json<AllowedOriginsResponse>({ allowedOrigins: c.get('project').allowedOrigins }),
  )

  return routes
}
