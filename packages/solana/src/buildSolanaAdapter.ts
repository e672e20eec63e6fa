import { adapterListeners, type ChainAdapter, type EmbeddedWallet, oneConnection } from '@foyer/core'
import { connectorPreparer, type WalletConnect } from '@foyer/walletconnect'
import { embeddedConnector } from './embedded/embeddedConnector.ts'
import type { SolanaSendOptions } from './send/sendOptions.ts'
import { createSolanaSiwxVerifier } from './siwx/solanaSiwxVerifier.ts'
import { solanaChain } from './solanaChain.ts'
import { walletConnectConnector } from './walletConnect/walletConnectConnector.ts'
import type { WalletConnection } from './walletConnection.ts'
import { createWalletDiscovery } from './walletDiscovery.ts'

export interface SolanaAdapterOptions {
  /**
   * SPEC §9 "Injected provider wait": how long connect waits for a wallet to register, and how long a reload's
   * silent connect may take before the connection is given up. Default 1000 ms.
   */
  walletWaitMs?: number
  /** SPEC §3 options every send carries (skipPreflight, preflightCommitment, maxRetries, minContextSlot). */
  sendOptions?: SolanaSendOptions
  /**
   * The dapp's shared WalletConnect session (buildWalletConnect), the same object the EVM adapter gets: lists
   * the 'WalletConnect' connector, and connects the session's solana namespace.
   */
  walletConnect?: WalletConnect
  /**
   * The dapp's embedded wallet (createEmbeddedWallet), the same object the EVM adapter gets: lists the 'Email'
   * connector, and connects its Solana account once the visitor has signed in.
   */
  embeddedWallet?: EmbeddedWallet
  fetch?: typeof fetch
}

// SPEC §9.
const WALLET_WAIT_MS = 1000

/**
 * The solana ChainAdapter: Wallet Standard wallets and WalletConnect's solana namespace; reads, fees and
 * confirmations through the network's own node. The page loads discovery and the chain's description only;
 * connecting, signing and reading balances load when a Solana wallet is first used, the WalletConnect side when
 * WalletConnect is, and @solana/kit only when a visitor sends.
 */
export function buildSolanaAdapter(options: SolanaAdapterOptions = {}): ChainAdapter {
  const discovery = createWalletDiscovery()
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
  const { emit, subscribe } = adapterListeners('solana')
  const ownConnectors = [
    ...(options.walletConnect ? [walletConnectConnector] : []),
    ...(options.embeddedWallet ? [embeddedConnector(options.embeddedWallet)] : []),
  ]
  const walletModule = () => import('./walletConnection.ts')
  // One connection for the adapter's life, made when a Solana wallet is first used.
  let connection: WalletConnection | undefined
  const load = async (): Promise<WalletConnection> => {
    const { createWalletConnection } = await walletModule()
    connection ??= createWalletConnection({
      discovery,
      walletWaitMs: options.walletWaitMs ?? WALLET_WAIT_MS,
      sendOptions: options.sendOptions,
      fetchFn,
      walletConnect: options.walletConnect,
      embeddedWallet: options.embeddedWallet,
      emit,
    })
    return connection
  }

  return {
    namespace: 'solana',
    chain: solanaChain,
    watchConnectors: (onChange) => discovery.watch((connectors) => onChange([...ownConnectors, ...connectors])),
    ...oneConnection(load, () => connection),
    // WalletConnect's client loads on the visitor's intent, ahead of the pick.
    ...(options.walletConnect
      ? { prepareConnector: connectorPreparer(options.walletConnect, walletConnectConnector.id) }
      : {}),
    getBalance: async (params) => (await walletModule()).lamportBalance(params, fetchFn),
    subscribe,
    estimateTransferFee: async (request) =>
      (await import('./send/solanaTransfer.ts')).estimateTransferFee(request, fetchFn),
    sendTransfer: async (request) => (await load()).sendTransfer(request),
    // Its own small chunk: watching a pending transaction after a reload needs no kit.
    waitForTransaction: async (params) =>
      (await import('./send/waitForSignature.ts')).waitForSignature(params, fetchFn),
    getProvider: (params) => connection?.provider(params?.network),
    siwxVerifier: createSolanaSiwxVerifier(),
  }
}
