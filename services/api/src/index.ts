export type { ApiEnv } from './apiEnv.ts'
export { createApp } from './app.ts'
export { createMemoryCache } from './cache/memoryCache.ts'
export { createRedisCache } from './cache/redisCache.ts'
export type {
  ApiConfig,
  ApiDeps,
  Cache,
  ChainConfig,
  Logger,
  NetworkConfig,
  OnrampConfig,
  SolanaChainConfig,
} from './deps.ts'
export { ApiError } from './http/apiError.ts'
export { type Listening, listen } from './http/listen.ts'
export { createJsonLogger, createMemoryLogger } from './logger.ts'
export { httpOnrampProvider } from './onramp/httpOnrampProvider.ts'
export { type OnrampProvider, OnrampProviderRefusal } from './onramp/onrampProvider.ts'
export { createPlatformApp, type RouteArea } from './platformApp.ts'
export type { ProjectPatch, ProjectSeed } from './projects/projectSeed.ts'
export type { ProjectRecord } from './projects/projectStore.ts'
export type { RateLimitRule } from './rateLimit/tokenBucket.ts'
export { DEFAULT_RATE_LIMIT } from './rateLimit/tokenBucket.ts'
export { type ApiServer, type StartApiServerOptions, startApiServer } from './server.ts'
