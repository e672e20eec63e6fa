// Node entry: starts Anvil. The browser imports `@foyer/devnet/networks`, `/accounts`, `/tokens`,
// `/swaps` or `/smartAccounts` instead.
export * from './accounts.ts'
export { BUNDLER_EXECUTOR_KEY, BUNDLER_UTILITY_KEY, type Bundler, startBundler } from './bundler.ts'
export * from './bundlerConfig.ts'
export { type DeployTokenOptions, deployFoyerToken, FOYER_TOKEN_ABI, FOYER_TOKEN_BYTECODE } from './deployTokens.ts'
export { type Devnet, type DevnetBundler, type DevnetChain, type StartDevnetOptions, startDevnet } from './devnet.ts'
export { CREATE2_DEPLOYER, deployEntryPoint07, ENTRY_POINT_07_SALT, entryPoint07Address } from './entryPoint.ts'
export * from './networks.ts'
export * from './pairState.ts'
export * from './smartAccounts.ts'
export * from './swaps.ts'
export * from './tokens.ts'
