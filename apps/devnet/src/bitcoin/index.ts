// Node entry of `@foyer/devnet/bitcoin`: starts the Bitcoin regtest devnet. The browser imports
// `@foyer/devnet/bitcoin/accounts` and `@foyer/devnet/bitcoin/network` instead.
export * from './accounts.ts'
export { BitcoinChain } from './bitcoinChain.ts'
export { type BitcoinDevnet, type StartBitcoinDevnetOptions, startBitcoinDevnet } from './bitcoinDevnet.ts'
export * from './network.ts'
export { TxRejectedError } from './rejection.ts'
