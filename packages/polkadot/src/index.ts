export { buildPolkadotAdapter, type PolkadotAdapterOptions } from './buildPolkadotAdapter.ts'
export { createPolkadotAdapter, type PolkadotAdapterConfig } from './createPolkadotAdapter.ts'
export { polkadotConnectorId } from './extensionDiscovery.ts'
export type {
  Injected,
  InjectedAccount,
  InjectedAccounts,
  InjectedSigner,
  SignerPayloadRaw,
  SignerResult,
} from './injectedTypes.ts'
export { createPolkadotSiwxVerifier } from './siwx/polkadotSiwxVerifier.ts'
