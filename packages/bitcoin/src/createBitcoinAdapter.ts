import { type DeferredAdapter, deferAdapter } from '@foyer/core'
import { loadWalletConnect, type WalletConnectSource } from '@foyer/walletconnect'
import type { BitcoinAdapterOptions } from './buildBitcoinAdapter.ts'

/** What a dapp configures: BitcoinAdapterOptions, with WalletConnect as createWalletConnect returns it. */
export type BitcoinAdapterConfig = Omit<BitcoinAdapterOptions, 'walletConnect'> & {
  walletConnect?: WalletConnectSource
}

/**
 * The Bitcoin adapter as a page configures it (issue 19): a few bytes in the page's first chunk; the adapter's
 * code (and WalletConnect's, when given) is a chunk the client loads right after the page's first render.
 */
export function createBitcoinAdapter(options: BitcoinAdapterConfig = {}): DeferredAdapter {
  const { walletConnect: source, ...rest } = options
  return deferAdapter('bip122', async () => {
    const [{ buildBitcoinAdapter }, walletConnect] = await Promise.all([
      import('./buildBitcoinAdapter.ts'),
      loadWalletConnect(source),
    ])
    return buildBitcoinAdapter({ ...rest, ...(walletConnect ? { walletConnect } : {}) })
  })
}
