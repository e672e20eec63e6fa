import { type DeferredAdapter, deferAdapter } from '@foyer/core'
import { buildWithWalletConnect, type WithWalletConnectSource } from '@foyer/walletconnect'
import type { EvmAdapterOptions } from './buildEvmAdapter.ts'

/** What a dapp configures: EvmAdapterOptions, with WalletConnect as createWalletConnect returns it. */
export type EvmAdapterConfig = WithWalletConnectSource<EvmAdapterOptions>

/**
 * The EVM adapter as a page configures it (issue 19): a few bytes in the page's first chunk; the adapter's
 * code (and WalletConnect's, when given) is a chunk the client loads right after the page's first render.
 */
export function createEvmAdapter(options: EvmAdapterConfig = {}): DeferredAdapter {
  return deferAdapter('eip155', () =>
    buildWithWalletConnect(options, async () => (await import('./buildEvmAdapter.ts')).buildEvmAdapter),
  )
}
