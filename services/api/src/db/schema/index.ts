// Every table, for Drizzle's relational queries and drizzle-kit. One file per area.

export * from './chainData.ts'
export * from './embedded.ts'
export * from './platform.ts'
export * from './sessions.ts'
export * from './wallets.ts'
