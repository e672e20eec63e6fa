import { type DeferredAdapter, deferAdapter } from '@foyer/core'
import { buildWithWalletConnect, type WithWalletConnectSource } from '@foyer/walletconnect'
import type { PolkadotAdapterOptions } from './buildPolkadotAdapter.ts'

/** What a dapp configures: PolkadotAdapterOptions, with WalletConnect as createWalletConnect returns it. */
export type PolkadotAdapterConfig = WithWalletConnectSource<PolkadotAdapterOptions>

/**
 * The Polkadot adapter as a page configures it (issue 19): a few bytes in the page's first chunk; the adapter's
 * code (and WalletConnect's, when given) is a chunk the client loads right after the page's first render.
 */
export function createPolkadotAdapter(options: PolkadotAdapterConfig = {}): DeferredAdapter {
  return deferAdapter('polkadot', () =>
    buildWithWalletConnect(options, async () => (await import('./buildPolkadotAdapter.ts')).buildPolkadotAdapter),
  )
}
