// Node entry of `@foyer/devnet/solana`: starts the Solana devnet. The browser imports
// `@foyer/devnet/solana/accounts` instead.
export * from './accounts.ts'
export type { BlockhashEntry, SolanaLedger } from './ledger.ts'
export { type SolanaDevnet, type StartSolanaDevnetOptions, startSolanaDevnet } from './solanaDevnet.ts'
