export { buildEvmAdapter, type EvmAdapterOptions } from './buildEvmAdapter.ts'
export type { ExternalProvider } from './connectorDiscovery.ts'
export { INJECTED_CONNECTOR_ID } from './connectorDiscovery.ts'
export {
  COINBASE_WALLET_SDK_CONNECTOR_ID,
  type CoinbaseWalletOptions,
  coinbaseWallet,
} from './connectors/coinbase/coinbaseWallet.ts'
export type { EvmConnector, EvmConnectorContext } from './connectors/evmConnector.ts'
export type { LedgerDerivation } from './connectors/ledger/derivationPath.ts'
export { LEDGER_CONNECTOR_ID, type LedgerOptions, ledger } from './connectors/ledger/ledger.ts'
export { SAFE_CONNECTOR_ID, SAFE_WALLET_ORIGINS, type SafeOptions, safe } from './connectors/safe/safe.ts'
export { createEvmAdapter, type EvmAdapterConfig } from './createEvmAdapter.ts'
export type { Eip1193Provider } from './eip1193.ts'
export { evmChain } from './evmChain.ts'
export { createEvmSiwxVerifier } from './siwx/evmSiwxVerifier.ts'
export { WALLET_CONNECT_CONNECTOR_ID, walletConnectConnector } from './walletConnect/walletConnectConnector.ts'
