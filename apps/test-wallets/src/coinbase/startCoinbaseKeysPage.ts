import { createDevWallet } from '../devWallet.ts'
import type { DevWalletChain } from '../devWalletTypes.ts'
import { createCoinbaseKeysWallet, type KeysMessage } from './coinbaseKeysWallet.ts'

type Hex = `0x${string}`

declare global {
  interface Window {
    /** The keys page's wallet, so Playwright can play its user (approve, reject, hold). */
    __foyerCoinbaseKeysWallet?: ReturnType<typeof createDevWallet>
  }
}

export interface CoinbaseKeysPageOptions {
  privateKeys: readonly [Hex, ...Hex[]]
  chains: readonly [DevWalletChain, ...DevWalletChain[]]
}

/**
 * A page that stands where the Coinbase SDK's keys popup opens (its `keysUrl`): it talks only to the window that
 * opened it, on the origin the SDK names in the URL, and answers with a Dev Wallet of its own.
 */
export function startCoinbaseKeysPage(root: HTMLElement, options: CoinbaseKeysPageOptions): void {
  const status = document.createElement('p')
  status.setAttribute('role', 'status')
  root.replaceChildren(status)
  const dappOrigin = new URL(window.location.href).searchParams.get('origin')
  const opener = window.opener as Window | null
  if (!opener || !dappOrigin) {
    status.textContent = 'This page answers a dapp that opens it through the Coinbase Wallet SDK.'
    return
  }
  // Same origin as the demo: its approvals are kept apart from the demo's own Dev Wallet.
  const wallet = createDevWallet({ ...options, storagePrefix: 'foyer-coinbase-keys-wallet' })
  window.__foyerCoinbaseKeysWallet = wallet
  const keys = createCoinbaseKeysWallet({
    wallet,
    chains: Object.fromEntries(options.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
    storage: window.localStorage,
    post: (message: KeysMessage) => opener.postMessage(message, dappOrigin),
    onActivity: (activity) => {
      status.textContent = activity
    },
  })
  window.addEventListener('message', (event) => {
    if (event.origin !== dappOrigin || event.source !== opener) return
    void keys.receive(event.data as KeysMessage)
  })
  // The SDK takes a popup closed before it answered as the visitor's no.
  window.addEventListener('pagehide', () => opener.postMessage({ event: 'PopupUnload' }, dappOrigin))
  status.textContent = 'Coinbase Wallet (local keys page) is starting…'
  keys.loaded()
}
