import { SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_CAIP_ID } from '@foyer/devnet/solana/accounts'
import type { Hex } from 'viem'
import { createWcWallet, type WcWallet } from '../createWcWallet.ts'
import type { WcWalletMode } from '../wcWalletTypes.ts'
import { renderWcWalletShell, renderWcWalletState } from './renderWcWallet.ts'

declare global {
  interface Window {
    /** The web wallet's test controls, like the Dev Wallet's `__foyerDevWallet`. */
    __foyerWcWallet?: {
      pair(uri: string): Promise<void>
      setMode(mode: WcWalletMode): void
      getRequests(): ReturnType<WcWallet['getRequests']>
      getSessions(): ReturnType<WcWallet['getSessions']>
      disconnect(): Promise<void>
      address: string
      /** The Solana accounts; [] when the page was started without its Solana side. */
      solanaAddresses: string[]
    }
  }
}

export interface WcWalletPageOptions {
  privateKey: Hex
  chainIds: readonly [number, ...number[]]
  /** Default 'ask': a person clicks Approve or Reject. */
  mode?: WcWalletMode
  /**
   * The Solana side, on the local Solana devnet through the page's own `/rpc/solana`. Default: devnet account 0
   * (the demo's Solana Dev Wallet holds 1 to 7, so the two can be told apart); `false` approves eip155 only.
   */
  solana?: { secretKey?: string; caipNetworkId?: `solana:${string}` } | false
  /** A pairing URI to pair with at once: the wallet opened through its app link (`…/wc?uri=…`), as on a phone. */
  pairingUri?: string
}

/**
 * The WalletConnect web wallet page: same origin as the demo, so the relay is its `/relay` and the devnet its
 * `/rpc/{chainId}`, and a strict CSP holds. Tests drive it through `window.__foyerWcWallet`.
 */
export async function startWcWalletPage(root: HTMLElement, options: WcWalletPageOptions): Promise<WcWallet> {
  const { origin, host, protocol } = window.location
  const [first, ...others] = options.chainIds
  const chain = (chainId: number) => ({ chainId, rpcUrl: `${origin}/rpc/${chainId}` })
  const solana = options.solana === false ? undefined : (options.solana ?? {})
  const secretKey = solana?.secretKey ?? SOLANA_DEVNET_ACCOUNTS[0]?.secretKey
  const wallet = await createWcWallet({
    projectId: 'foyer-test-wallet',
    relayUrl: `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/relay`,
    privateKeys: [options.privateKey],
    chains: [chain(first), ...others.map(chain)],
    ...(solana && secretKey
      ? {
          solana: {
            secretKeys: [secretKey],
            chains: [{ caipNetworkId: solana.caipNetworkId ?? SOLANA_DEVNET_CAIP_ID, rpcUrl: `${origin}/rpc/solana` }],
          },
        }
      : {}),
    mode: options.mode ?? 'ask',
  })
  let mode = options.mode ?? 'ask'
  const report = (text: string) => {
    shell.status.textContent = text
  }
  const actions = {
    pair: (uri: string) =>
      void wallet.pair(uri).then(
        () => report('Paired. Waiting for the dapp’s request…'),
        (error: unknown) => report(`Could not pair: ${(error as Error).message}`),
      ),
    setMode: (next: WcWalletMode) => {
      mode = next
      wallet.setMode(next)
    },
    decide: (id: number, decision: 'approve' | 'reject') => wallet.decide(id, decision),
    disconnect: () => void wallet.disconnect().then(() => report('Disconnected.')),
  }
  const shell = renderWcWalletShell(root, [wallet.address, ...wallet.solanaAddresses], mode, actions)
  const render = () => renderWcWalletState(shell.live, wallet.getState(), actions)
  wallet.onChange(render)
  render()
  window.__foyerWcWallet = {
    pair: (uri) => wallet.pair(uri),
    setMode: actions.setMode,
    getRequests: () => wallet.getRequests(),
    getSessions: () => wallet.getSessions(),
    disconnect: () => wallet.disconnect(),
    address: wallet.address,
    solanaAddresses: wallet.solanaAddresses,
  }
  report('Ready.')
  if (options.pairingUri) actions.pair(options.pairingUri)
  return wallet
}
