// Node entry: starts Anvil. The browser imports `@foyer/devnet/networks`, `/accounts`, `/tokens` or
// `/smartAccounts` instead.
export * from './accounts.ts'
export { type DeployTokenOptions, deployFoyerToken, FOYER_TOKEN_ABI, FOYER_TOKEN_BYTECODE } from './deployTokens.ts'
export { type Devnet, type DevnetChain, type StartDevnetOptions, startDevnet } from './devnet.ts'
export * from './networks.ts'
export * from './smartAccounts.ts'
export * from './tokens.ts'
