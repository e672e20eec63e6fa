import type { MiddlewareHandler } from 'hono'
import type { ApiEnv } from '../apiEnv.ts'
import type { ApiDeps } from '../deps.ts'
import { recordVisitor } from './usageStore.ts'
import { visitorKeyOfPath } from './visitorKey.ts'

/** After an account-scoped call succeeds, counts its address as a monthly active user of the project. */
export function visitorTracking(deps: ApiDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await next()
    const project = c.get('project') as ApiEnv['Variables']['project'] | undefined
    const visitor = visitorKeyOfPath(c.req.path)
    if (!project || !visitor || c.res.status >= 400) return
    // Counting must never fail the answer the client already has.
    await recordVisitor(deps.db, deps.cache, project.id, visitor, deps.now()).catch((error: unknown) =>
      deps.log.warn('visitor not counted', { projectId: project.id, error: String(error) }),
    )
  }
}
