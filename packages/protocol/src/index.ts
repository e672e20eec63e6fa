// Wire contracts (zod schemas of API and frame messages), one file per area.
// Nothing the EVM adapter or the Dev Wallet needs lives here, so the browser bundle stays free of zod.
export * from './api/analytics.ts'
export * from './api/chain.ts'
export * from './api/common.ts'
export * from './api/embedded.ts'
export * from './api/embeddedFarcaster.ts'
export * from './api/projects.ts'
export * from './api/rpc.ts'
export * from './api/sessions.ts'
export * from './api/wallets.ts'
export * from './frame/index.ts'
export * from './siwx/siwxMessage.ts'
export * from './solana/commitments.ts'
