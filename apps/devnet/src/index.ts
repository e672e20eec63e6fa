// Node entry: starts Anvil. The browser imports `@foyer/devnet/networks` or `@foyer/devnet/accounts` instead.
export * from './accounts.ts'
export { type Devnet, type DevnetChain, type StartDevnetOptions, startDevnet } from './devnet.ts'
export * from './networks.ts'
