import { type DeferredAdapter, deferAdapter } from '@foyer/core'
import { buildWithWalletConnect, type WithWalletConnectSource } from '@foyer/walletconnect'
import type { SolanaAdapterOptions } from './buildSolanaAdapter.ts'

/** What a dapp configures: SolanaAdapterOptions, with WalletConnect as createWalletConnect returns it. */
export type SolanaAdapterConfig = WithWalletConnectSource<SolanaAdapterOptions>

/**
 * The Solana adapter as a page configures it (issue 19): a few bytes in the page's first chunk; the adapter's
 * code (and WalletConnect's, when given) is a chunk the client loads right after the page's first render.
 */
export function createSolanaAdapter(options: SolanaAdapterConfig = {}): DeferredAdapter {
  return deferAdapter('solana', () =>
    buildWithWalletConnect(options, async () => (await import('./buildSolanaAdapter.ts')).buildSolanaAdapter),
  )
}
