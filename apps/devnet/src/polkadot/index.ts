// Node entry of `@foyer/devnet/polkadot`: starts the Polkadot devnet stand-in. The browser imports
// `@foyer/devnet/polkadot/accounts` instead.
export * from './accounts.ts'
export type { Block, PolkadotChain } from './chain.ts'
export * from './network.ts'
export { type PolkadotDevnet, type StartPolkadotDevnetOptions, startPolkadotDevnet } from './polkadotDevnet.ts'
export { SYSTEM_ACCOUNT_PREFIX, systemAccountKey } from './systemAccount.ts'
