import type { Redis } from 'ioredis'
import { createApp } from './app.ts'
import { createMemoryCache } from './cache/memoryCache.ts'
import { createRedisCache } from './cache/redisCache.ts'
import { connectRedis } from './cache/redisClient.ts'
import { startIndexer } from './chain/indexer.ts'
import { openDatabase } from './db/database.ts'
import type { ApiDeps, EmbeddedConfig, Logger, MailConfig, NamesConfig, NetworkConfig, OnrampConfig } from './deps.ts'
import { readEmbeddedKeys } from './embedded/embeddedKeys.ts'
import { listen } from './http/listen.ts'
import { createJsonLogger } from './logger.ts'
import type { ProjectSeed } from './projects/projectSeed.ts'
import { upsertProject } from './projects/projectStore.ts'
import { createRedisRateLimiter } from './rateLimit/redisRateLimiter.ts'
import { type RpcRateLimit, rpcRateLimitOf } from './rateLimit/rpcRateLimit.ts'
import { DEFAULT_RATE_LIMIT, type RateLimitRule } from './rateLimit/tokenBucket.ts'

export interface StartApiServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  /** Default 127.0.0.1; a deployment behind a load balancer sets 0.0.0.0. */
  host?: string
  /** A Postgres server (DATABASE_URL); without it, PGlite in `dataDir`, or in memory without that. */
  databaseUrl?: string
  /** Redis for the cache and the rate limits (REDIS_URL), so several instances share them. */
  redisUrl?: string
  dataDir?: string
  /** Every network served: EVM `{ chainId, name, rpcUrl }` and Solana `{ caipNetworkId, name, rpcUrl }`. */
  chains: readonly NetworkConfig[]
  /** The origin clients reach this API at; default the URL it listens on. */
  publicUrl?: string
  /** Default DEFAULT_RATE_LIMIT; false turns limiting off (benchmarks). */
  rateLimit?: RateLimitRule | false
  /** Calls the RPC proxy forwards per client IP and per project; default derived from `rateLimit`. */
  rpcRateLimit?: RpcRateLimit | false
  /** Take client IPs from X-Forwarded-For (behind a load balancer). Default false. */
  trustProxy?: boolean
  /** Default: JSON lines on stderr. */
  log?: Logger
  /** SMTP for the email one-time codes (SMTP_URL, MAIL_FROM); without it POST /v1/email/otp answers 503. */
  mail?: MailConfig
  /** The embedded wallet (FOYER_SECURE_SITE_ORIGIN, FOYER_EMBEDDED_KEK, FOYER_EMBEDDED_OTP_KEY); without it /v1/embedded/* is 404. */
  embedded?: EmbeddedConfig
  /** The newest Foyer release GET /v1/sdk/latest announces (FOYER_LATEST_SDK_VERSION); default the API's own. */
  latestSdkVersion?: string
  /** The on-ramp provider (FOYER_ONRAMP_PROVIDER_URL); without it options are the SPEC §9 defaults. docs/onramp.md. */
  onramp?: OnrampConfig
  /** The name registry's zone and chain (FOYER_NAMES_ZONE, FOYER_NAMES_CHAIN_ID); docs/names.md. */
  names?: NamesConfig
}

export interface ApiServer {
  url: string
  stop(): Promise<void>
  /** Creates or updates a project (id, name, tier, allowedOrigins, features, limits). */
  upsertProject(project: ProjectSeed): Promise<void>
  deps: ApiDeps
}

/** Opens the database (migrating it), Redis if configured, starts the chain indexer, and serves the API. */
export async function startApiServer(options: StartApiServerOptions): Promise<ApiServer> {
  const log = options.log ?? createJsonLogger()
  // Refuse to start with unusable keys rather than fail the first visitor.
  if (options.embedded) readEmbeddedKeys(options.embedded)
  const host = options.host ?? '127.0.0.1'
  const database = await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir })
  const cleanups: (() => Promise<unknown>)[] = [() => database.close()]
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
  }
  try {
    let redis: Redis | undefined
    if (options.redisUrl) {
      const connected = await connectRedis(options.redisUrl)
      redis = connected
      cleanups.push(() => connected.quit())
    }
    const rule = options.rateLimit ?? DEFAULT_RATE_LIMIT
    const rpcLimits = rpcRateLimitOf(options.rpcRateLimit, rule)
    const deps: ApiDeps = {
      db: database.db,
      cache: redis ? createRedisCache(redis, log) : createMemoryCache(),
      config: {
        chains: options.chains,
        publicUrl: options.publicUrl ?? '',
        rateLimit: rule,
        rpcRateLimit: rpcLimits,
        trustProxy: options.trustProxy ?? false,
        ...(options.mail ? { mail: options.mail } : {}),
        ...(options.embedded ? { embedded: options.embedded } : {}),
        ...(options.latestSdkVersion ? { latestSdkVersion: options.latestSdkVersion } : {}),
        ...(options.onramp ? { onramp: options.onramp } : {}),
        ...(options.names ? { names: options.names } : {}),
      },
      log,
      now: Date.now,
      ...(redis && rule !== false ? { rateLimiter: createRedisRateLimiter(redis, rule, log) } : {}),
      ...(redis && rpcLimits !== false
        ? {
            rpcRateLimiters: {
              perIp: createRedisRateLimiter(redis, rpcLimits.perIp, log),
              perProject: createRedisRateLimiter(redis, rpcLimits.perProject, log),
            },
          }
        : {}),
    }
    const app = createApp(deps)
    const { url, close } = await listen(app.fetch, { port: options.port ?? 0, host })
    cleanups.push(close)
    deps.config.publicUrl = options.publicUrl ?? url

    const indexer = await startIndexer(deps)
    cleanups.push(() => indexer.stop())
    log.info('api listening', { url, database: database.kind, redis: Boolean(redis) })

    return {
      url,
      deps,
      stop: cleanUp,
      async upsertProject(project) {
        await upsertProject(deps.db, deps.cache, project)
      },
    }
  } catch (error) {
    await cleanUp()
    throw error
  }
}
