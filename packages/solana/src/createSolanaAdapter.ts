import { type DeferredAdapter, deferAdapter } from '@foyer/core'
import { loadWalletConnect, type WalletConnectSource } from '@foyer/walletconnect'
import type { SolanaAdapterOptions } from './buildSolanaAdapter.ts'

/** What a dapp configures: SolanaAdapterOptions, with WalletConnect as createWalletConnect returns it. */
export type SolanaAdapterConfig = Omit<SolanaAdapterOptions, 'walletConnect'> & { walletConnect?: WalletConnectSource }

/**
 * The Solana adapter as a page configures it (issue 19): a few bytes in the page's first chunk; the adapter's
 * code (and WalletConnect's, when given) is a chunk the client loads right after the page's first render.
 */
export function createSolanaAdapter(options: SolanaAdapterConfig = {}): DeferredAdapter {
  const { walletConnect: source, ...rest } = options
  return deferAdapter('solana', async () => {
    const [{ buildSolanaAdapter }, walletConnect] = await Promise.all([
      import('./buildSolanaAdapter.ts'),
      loadWalletConnect(source),
    ])
    return buildSolanaAdapter({ ...rest, ...(walletConnect ? { walletConnect } : {}) })
  })
}
