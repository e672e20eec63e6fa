export { type DeployedSafe, deploySafe } from './deploySafe.ts'
export { createLocalSafe, type LocalSafe, type QueuedTransaction } from './localSafe.ts'
export { createSafeAppsResponder, isSafeAppsRequest, type SafeAppsRequest } from './safeAppsResponder.ts'
export { type SafeHost, type SafeHostOptions, startSafeHost } from './server.ts'
