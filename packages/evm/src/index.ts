export type { ExternalProvider } from './connectorDiscovery.ts'
export { INJECTED_CONNECTOR_ID } from './connectorDiscovery.ts'
export { createEvmAdapter, type EvmAdapterOptions } from './createEvmAdapter.ts'
export type { Eip1193Provider } from './eip1193.ts'
