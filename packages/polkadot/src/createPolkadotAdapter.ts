import { type DeferredAdapter, deferAdapter } from '@foyer/core'
import { loadWalletConnect, type WalletConnectSource } from '@foyer/walletconnect'
import type { PolkadotAdapterOptions } from './buildPolkadotAdapter.ts'

/** What a dapp configures: PolkadotAdapterOptions, with WalletConnect as createWalletConnect returns it. */
export type PolkadotAdapterConfig = Omit<PolkadotAdapterOptions, 'walletConnect'> & {
  walletConnect?: WalletConnectSource
}

/**
 * The Polkadot adapter as a page configures it (issue 19): a few bytes in the page's first chunk; the adapter's
 * code (and WalletConnect's, when given) is a chunk the client loads right after the page's first render.
 */
export function createPolkadotAdapter(options: PolkadotAdapterConfig = {}): DeferredAdapter {
  const { walletConnect: source, ...rest } = options
  return deferAdapter('polkadot', async () => {
    const [{ buildPolkadotAdapter }, walletConnect] = await Promise.all([
      import('./buildPolkadotAdapter.ts'),
      loadWalletConnect(source),
    ])
    return buildPolkadotAdapter({ ...rest, ...(walletConnect ? { walletConnect } : {}) })
  })
}
