import { type DeferredAdapter, deferAdapter } from '@foyer/core'
import { buildWithWalletConnect, type WithWalletConnectSource } from '@foyer/walletconnect'
import type { BitcoinAdapterOptions } from './buildBitcoinAdapter.ts'

/** What a dapp configures: BitcoinAdapterOptions, with WalletConnect as createWalletConnect returns it. */
export type BitcoinAdapterConfig = WithWalletConnectSource<BitcoinAdapterOptions>

/**
 * The Bitcoin adapter as a page configures it (issue 19): a few bytes in the page's first chunk; the adapter's
 * code (and WalletConnect's, when given) is a chunk the client loads right after the page's first render.
 */
export function createBitcoinAdapter(options: BitcoinAdapterConfig = {}): DeferredAdapter {
  return deferAdapter('bip122', () =>
    buildWithWalletConnect(options, async () => (await import('./buildBitcoinAdapter.ts')).buildBitcoinAdapter),
  )
}
