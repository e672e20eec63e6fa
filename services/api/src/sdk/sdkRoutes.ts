import type { SdkLatestResponse } from '@foyer/protocol'
import { Hono } from 'hono'
import apiPackage from '../../package.json' with { type: 'json' }
import type { ApiEnv } from '../apiEnv.ts'
import type { ApiDeps } from '../deps.ts'

/**
 * The Foyer release this API belongs to: the monorepo versions every package together, so an operator who
 * upgrades the API announces that release without configuring anything.
 */
export const API_RELEASE_VERSION: string = apiPackage.version

/**
 * GET /v1/sdk/latest (SPEC §9 latest SDK version, docs/api.md): the newest Foyer version the operator announces,
 * `FOYER_LATEST_SDK_VERSION` or else this API's own release. Clients cache it 7 days and, in development only,
 * warn when they are behind. The same answer for every caller: it is public and may be cached by proxies a day.
 */
export function sdkRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  const answer: SdkLatestResponse = { version: deps.config.latestSdkVersion ?? API_RELEASE_VERSION }
  routes.get('/v1/sdk/latest', (c) => {
    c.header('cache-control', 'public, max-age=86400')
    return c.json(answer)
  })
  return routes
}
