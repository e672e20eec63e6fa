import { createMemoryCache } from '../cache/memoryCache.ts'
import type { OpenedDatabase } from '../db/database.ts'
import type { ApiDeps, Cache, NamesConfig, NetworkConfig } from '../deps.ts'
import { createMemoryLogger } from '../logger.ts'
import { createPlatformApp, type RouteArea } from '../platformApp.ts'
import type { ProjectSeed } from '../projects/projectSeed.ts'
import { upsertProject } from '../projects/projectStore.ts'
import type { RpcRateLimit } from '../rateLimit/rpcRateLimit.ts'
import type { RateLimitRule } from '../rateLimit/tokenBucket.ts'

export const TEST_ORIGIN = 'http://127.0.0.1:4173'
export const TEST_SDK = { st: 'foyer-react', sv: '0.1.0' } as const

/** `path?projectId=…&st=…&sv=…` plus any extra parameters. */
export function withSdkQuery(path: string, projectId: string, extra: Record<string, string> = {}): string {
  return `${path}?${new URLSearchParams({ projectId, ...TEST_SDK, ...extra })}`
}

export interface PlatformTestOptions {
  chains?: readonly NetworkConfig[]
  rateLimit?: RateLimitRule | false
  rpcRateLimit?: RpcRateLimit | false
  trustProxy?: boolean
  /** Bytes requests in flight may hold together; default IN_FLIGHT_BYTES. */
  inFlightBytes?: number
  areas?: readonly RouteArea[]
  /** Default: a memory cache on the test clock (returned as `cache`). */
  sharedCache?: Cache
  project?: Partial<ProjectSeed>
  /** FOYER_LATEST_SDK_VERSION's value; default none (the API's own release). */
  latestSdkVersion?: string
  /** The name registry's configuration (docs/names.md); default its own. */
  names?: NamesConfig
}

let projectCounter = 0

/**
 * The platform app on a migrated test database (share one per test file: opening PGlite costs seconds),
 * with a fresh starter project allowed from TEST_ORIGIN (mauLimit 2, rpcLimit 3) and a clock moved by hand.
 */
export async function createPlatformTestApp(database: OpenedDatabase, options: PlatformTestOptions = {}) {
  const projectId = `test-project-${process.pid}-${++projectCounter}`
  const clock = { now: Date.UTC(2026, 10, 15, 12) }
  const log = createMemoryLogger()
  const cache = createMemoryCache({ now: () => clock.now })
  const deps: ApiDeps = {
    db: database.db,
    cache: options.sharedCache ?? cache,
    config: {
      chains: options.chains ?? [],
      publicUrl: 'http://127.0.0.1:8787',
      rateLimit: options.rateLimit ?? false,
      ...(options.rpcRateLimit !== undefined ? { rpcRateLimit: options.rpcRateLimit } : {}),
      ...(options.inFlightBytes !== undefined ? { inFlightBytes: options.inFlightBytes } : {}),
      trustProxy: options.trustProxy ?? false,
      ...(options.latestSdkVersion !== undefined ? { latestSdkVersion: options.latestSdkVersion } : {}),
      ...(options.names !== undefined ? { names: options.names } : {}),
    },
    log,
    now: () => clock.now,
  }
  await upsertProject(deps.db, deps.cache, {
    id: projectId,
    name: 'Test project',
    tier: 'starter',
    allowedOrigins: [TEST_ORIGIN],
    mauLimit: 2,
    rpcLimit: 3,
    ...options.project,
  })
  const app = createPlatformApp(deps, options.areas ?? [])
  const query = (path: string, extra: Record<string, string> = {}) => withSdkQuery(path, projectId, extra)
  return { app, deps, cache, log, clock, projectId, query }
}
