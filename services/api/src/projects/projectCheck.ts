import { sdkQuerySchema } from '@foyer/protocol'
import type { MiddlewareHandler } from 'hono'
import type { ApiEnv } from '../apiEnv.ts'
import type { ApiDeps } from '../deps.ts'
import { DEVICE_APPROVE_PATH, SOCIAL_CALLBACK_PATH } from '../embedded/embeddedPaths.ts'
import { ApiError } from '../http/apiError.ts'
import { memoizedParser, rawQueryOf } from '../http/validation.ts'
import { isRpcProxyPath } from '../rpc/rpcPaths.ts'
import { requestProject } from './requestProject.ts'

/**
 * Paths any caller may reach without naming a project: the load balancer's health check, and the embedded
 * wallet's device-approval link (opened from a mail client; its token names the request, hence the project).
 */
export const OPEN_PATHS: ReadonlySet<string> = new Set(['/health', DEVICE_APPROVE_PATH, SOCIAL_CALLBACK_PATH])

/**
 * SPEC §7: every call carries projectId, st and sv. A missing projectId is 400 PROJECT_ID_MISSING, an unknown
 * one 403 INVALID_PROJECT_ID (SPEC §8: project id missing, invalid project id). The RPC endpoint's URL
 * (`{rpcUrl}/v1/?chainId=&projectId=`) carries no st/sv, so it is spared those two.
 */
export function projectCheck(deps: ApiDeps): MiddlewareHandler<ApiEnv> {
  const parseSdkQuery = memoizedParser(sdkQuerySchema)
  return async (c, next) => {
    if (OPEN_PATHS.has(c.req.path) || c.req.method === 'OPTIONS') return next()
    const named = await requestProject(c, deps)
    if (named.kind === 'missing') {
      throw new ApiError(400, 'PROJECT_ID_MISSING', 'The projectId query parameter is missing')
    }
    if (named.kind === 'invalid') {
      throw new ApiError(403, 'INVALID_PROJECT_ID', 'The projectId names no project on this server')
    }
    if (!isRpcProxyPath(c.req.path)) parseSdkQuery(rawQueryOf(c), () => c.req.query())
    c.set('project', named.project)
    return next()
  }
}
