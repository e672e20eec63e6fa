import type { Hono } from 'hono'
import type { ApiEnv } from './apiEnv.ts'
import { chainRoutes } from './chain/chainRoutes.ts'
import type { ApiDeps } from './deps.ts'
import { emailRoutes } from './email/emailRoutes.ts'
import { embeddedRoutes } from './embedded/embeddedRoutes.ts'
import { nameRoutes } from './names/nameRoutes.ts'
import { onrampRoutes } from './onramp/onrampRoutes.ts'
import { createPlatformApp } from './platformApp.ts'
import { sdkRoutes } from './sdk/sdkRoutes.ts'
import { sessionRoutes } from './sessions/sessionRoutes.ts'
import { smartAccountRoutes } from './smartAccounts/smartAccountRoutes.ts'
import { walletRoutes } from './wallets/walletRoutes.ts'

/**
 * The whole API: the platform (CORS, projects, limits, analytics, RPC proxy) with the wallet, chain-data,
 * sign-in session, email, embedded wallet and on-ramp areas (with the embedded wallet's smart accounts).
 */
export function createApp(deps: ApiDeps): Hono<ApiEnv> {
  return createPlatformApp(deps, [
    walletRoutes,
    chainRoutes,
    nameRoutes,
    sessionRoutes,
    emailRoutes,
    embeddedRoutes,
    smartAccountRoutes,
    sdkRoutes,
    onrampRoutes,
  ])
}
