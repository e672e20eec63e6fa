import { Hono } from 'hono'
import type { ApiEnv } from '../apiEnv.ts'
import type { ApiDeps } from '../deps.ts'
import { notFoundResponse } from '../http/errorHandling.ts'
import { deviceApprovalRoutes } from './deviceApprovalRoutes.ts'
import { emailUpdateRoutes } from './emailUpdateRoutes.ts'
import { createEmbeddedKit } from './embeddedKit.ts'
import { farcasterRoutes } from './farcasterRoutes.ts'
import { loginRoutes } from './loginRoutes.ts'
import { socialRoutes } from './socialRoutes.ts'
import { walletRoutes } from './walletRoutes.ts'

/**
 * The embedded wallet's API (/v1/embedded/*, docs/api-embedded.md): email login with device approval, the
 * wallet's server-held parts and the change of address. Every route answers 404 while `config.embedded` is unset.
 */
export function embeddedRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const kit = createEmbeddedKit(deps)
  const app = new Hono<ApiEnv>()
  app.use('/v1/embedded/*', async (c, next) => {
    if (!deps.config.embedded) return notFoundResponse(c)
    return next()
  })
  app.route('/', loginRoutes(kit))
  app.route('/', deviceApprovalRoutes(kit))
  app.route('/', walletRoutes(kit))
  app.route('/', emailUpdateRoutes(kit))
  app.route('/', socialRoutes(kit))
  app.route('/', farcasterRoutes(kit))
  return app
}
