import { Hono } from 'hono'
import { createMemoryCache } from '../cache/memoryCache.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import type { ApiDeps } from '../deps.ts'
import { toErrorResponse } from '../http/errorHandling.ts'
import { createMemoryLogger } from '../logger.ts'
import { walletRoutes } from './walletRoutes.ts'

export const TEST_PUBLIC_URL = 'http://127.0.0.1:8787'

/** walletRoutes on a migrated test database, behind the platform's real error handler, as the API mounts it. */
export async function openWalletTestApp() {
  const database = await openTestDatabase()
  const log = createMemoryLogger()
  const deps: ApiDeps = {
    db: database.db,
    cache: createMemoryCache(),
    config: { chains: [], publicUrl: TEST_PUBLIC_URL },
    log,
    now: Date.now,
  }
  const app = new Hono()
  app.onError((error, c) => toErrorResponse(error, c, log))
  app.route('/', walletRoutes(deps))
  return { app, deps, log, close: database.close }
}
