import {
  type Account,
  type AccountType,
  type AccountTypeResult,
  adapterListeners,
  type ChainAdapter,
  ConnectionRejectedError,
  type ConnectResult,
  type EmbeddedWallet,
  FoyerError,
  isUserRejection,
  type NativeBalance,
  type Network,
  toFoyerError,
  UserRejectedError,
} from '@foyer/core'
import { connectorPreparer, type WalletConnect } from '@foyer/walletconnect'
import { toHex } from 'viem'
import { checkedProvider } from './checkedProvider.ts'
import { connectFailure } from './connectFailure.ts'
import { createConnectorDiscovery, type ExternalProvider } from './connectorDiscovery.ts'
import type { EvmConnector, EvmConnectorContext } from './connectors/evmConnector.ts'
import { hostConnectorId } from './connectors/hostConnector.ts'
import { describeEvmChain } from './describeEvmChain.ts'
import { type Eip1193Provider, rpcErrorCode } from './eip1193.ts'
import { embeddedConnector } from './embedded/embeddedConnector.ts'
import { addressChecks, addressChecksLoaded, loadAddressChecks } from './evmAddressChecks.ts'
import { fetchNativeBalance } from './fetchNativeBalance.ts'
import { createEvmSiwxVerifier } from './siwx/evmSiwxVerifier.ts'
import { switchEthereumChain } from './switchEthereumChain.ts'
import { createWalletConnectProvider } from './walletConnect/createWalletConnectProvider.ts'
import { WALLET_CONNECT_CONNECTOR_ID, walletConnectConnector } from './walletConnect/walletConnectConnector.ts'

export interface EvmAdapterOptions {
  /**
   * List the legacy injected objects: known extensions' own (`window.okxwallet` as 'OKX Wallet') and `window.ethereum`
   * as 'Browser Wallet', each when no announced wallet is that provider. Default true.
   */
  injected?: boolean
  /** Providers the dapp hands in itself, listed as 'EXTERNAL' connectors. */
  externalProviders?: readonly ExternalProvider[]
  /** Wallets reached through code of their own (Coinbase's SDK, Safe, Ledger…), loaded only when chosen. */
  connectors?: readonly EvmConnector[]
  /** SPEC §9 "Injected provider wait": how long connect and reconnect wait for a wallet to announce itself. */
  providerWaitMs?: number
  /** The dapp's shared WalletConnect session (buildWalletConnect); lists the 'WalletConnect' connector. */
  walletConnect?: WalletConnect
  /** The dapp's embedded wallet (createEmbeddedWallet), the one every adapter gets: lists the 'Email' connector. */
  embeddedWallet?: EmbeddedWallet
  /** SPEC §5: the highest max fee per gas (wei) a dapp's transaction may ask for; 10,000 gwei (decision 0007). */
  maxFeePerGasCap?: bigint
  fetch?: typeof fetch
}

// SPEC §9.
const PROVIDER_WAIT_MS = 1000
const REVOKE_TIMEOUT_MS = 100
// MetaMask emits `disconnect` with 1013 while it reconnects to its own node; the site stays connected.
const RECONNECTING_CODE = 1013

interface Session {
  connectorId: string
  provider: Eip1193Provider
  stopListening(): void
}

const isWalletConnect = (connectorId: string) => connectorId === WALLET_CONNECT_CONNECTOR_ID

/** The eip155 ChainAdapter: EIP-6963 and injected wallets through EIP-1193, reads through the network's node. */
export function buildEvmAdapter(options: EvmAdapterOptions = {}): ChainAdapter {
  const discovery = createConnectorDiscovery({
    injected: options.injected ?? true,
    external: options.externalProviders ?? [],
  })
  const providerWaitMs = options.providerWaitMs ?? PROVIDER_WAIT_MS
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
  const { emit, subscribe } = adapterListeners('evm')
  // Several wallets at once (SPEC §2 ProfileWallets): every connection made here is held; one is in use.
  const sessions = new Map<string, Session>()
  let inUse: string | undefined
  const { walletConnect } = options
  // One per adapter, over the session every namespace shares; the SDK itself loads on first use.
  const walletConnectSession = walletConnect ? createWalletConnectProvider(walletConnect) : undefined
  const { embeddedWallet } = options
  const ownConnectors = [
    ...(walletConnect ? [walletConnectConnector] : []),
    ...(embeddedWallet ? [embeddedConnector(embeddedWallet)] : []),
  ]
  const isEmbedded = (connectorId: string) => embeddedWallet?.connectorId === connectorId
  const codeConnectors = options.connectors ?? []
  const codeConnector = (connectorId: string) =>
    codeConnectors.find((entry) => entry.connector.id === connectorId && (entry.isAvailable?.() ?? true))
  const listedCodeConnectors = () =>
    codeConnectors.filter((entry) => entry.isAvailable?.() ?? true).map((entry) => entry.connector)
  // Its provider loads with the first connection through it: the page carries only the connector entry.
  const openEmbedded = async (wallet: EmbeddedWallet, network: Network) =>
    (await import('./embedded/embeddedProvider.ts')).openEmbeddedProvider(wallet, network)

  const connectorContext = (network: Network): EvmConnectorContext => ({ network, fetch: fetchFn })

  const endSession = (connectorId: string | undefined) => {
    const ended = connectorId === undefined ? undefined : sessions.get(connectorId)
    if (!ended) return undefined
    ended.stopListening()
    sessions.delete(ended.connectorId)
    if (inUse === ended.connectorId) inUse = undefined
    return ended
  }

  const endedByWallet = (connectorId: string) => {
    if (!endSession(connectorId)) return
    emit({ type: 'disconnect', connectorId })
  }

  /** Holds a wallet's connection and makes it the one in use; the others stay held and keep reporting their events. */
  const startSession = (connectorId: string, provider: Eip1193Provider) => {
    endSession(connectorId)
    const onAccountsChanged = (
      addresses: string[],
      typed?: Pick<ConnectResult, 'accounts' | 'smartAccountDeployed'>,
    ) => {
      // EIP-1193: an empty list means the site lost access, which is a disconnect.
      if (addresses.length === 0) endedByWallet(connectorId)
      else emit({ type: 'accountsChanged', addresses, connectorId, ...typed })
    }
    const onChainChanged = (chainId: string | number) =>
      emit({ type: 'chainChanged', chainId: Number(chainId), connectorId })
    const onDisconnect = (error?: { code?: number }) => {
      if (error?.code !== RECONNECTING_CODE) endedByWallet(connectorId)
    }
    provider.on?.('accountsChanged', onAccountsChanged)
    provider.on?.('chainChanged', onChainChanged)
    provider.on?.('disconnect', onDisconnect)
    sessions.set(connectorId, {
      connectorId,
      provider,
      stopListening() {
        provider.removeListener?.('accountsChanged', onAccountsChanged)
        provider.removeListener?.('chainChanged', onChainChanged)
        provider.removeListener?.('disconnect', onDisconnect)
      },
    })
    inUse = connectorId
  }

  // Its address checks load with the first connection (evmAddressChecks.ts); core asks them only for accounts.
  const chain = describeEvmChain(addressChecks)
  const session = () => (inUse === undefined ? undefined : sessions.get(inUse))

  const requireSession = (): Session => {
    const held = session()
    if (!held) throw new FoyerError('PROVIDER_NOT_FOUND')
    return held
  }

  const readChainId = async (provider: Eip1193Provider) => Number(await provider.request({ method: 'eth_chainId' }))

  const granted = (address: string, chainId: number, through?: EvmConnector): ConnectResult => ({
    accounts: [{ namespace: 'eip155', address: chain.normalizeAddress(address), type: 'eoa' }],
    chainId,
    queuesTransactions: through?.queuesTransactions,
  })

  return {
    namespace: 'eip155',
    chain,

    watchConnectors: (onChange) =>
      discovery.watch((connectors) => {
        // An extension announcing the rdns a code connector names (Coinbase's SDK) is that wallet: it stands alone.
        const found = new Set(connectors.map((connector) => connector.info?.rdns))
        const code = listedCodeConnectors().filter((connector) => !found.has(connector.info?.rdns ?? '-'))
        onChange([...ownConnectors, ...code, ...connectors])
      }),

    async connect({
      connectorId,
      network,
      onDisplayUri,
      signal,
      askPermissions,
      accountChoice,
    }): Promise<ConnectResult> {
      await loadAddressChecks().catch((error: unknown) => {
        throw connectFailure(error)
      })
      if (walletConnect && walletConnectSession && isWalletConnect(connectorId)) {
        try {
          const paired = await walletConnect.connect({ onDisplayUri: onDisplayUri ?? (() => {}), signal })
          const { address, chainId } = walletConnectSession.activate(paired, Number(network.id))
          startSession(connectorId, walletConnectSession.provider)
          return granted(address, chainId)
        } catch (error) {
          if (error instanceof FoyerError && error.code === 'MODAL_CLOSED') throw error
          throw connectFailure(error)
        }
      }
      if (embeddedWallet && isEmbedded(connectorId)) {
        try {
          // The email login happened in the views: connecting takes the signed-in visitor's account.
          const opened = await openEmbedded(embeddedWallet, network)
          if (!opened) throw new ConnectionRejectedError()
          startSession(connectorId, opened.provider)
          return opened.result
        } catch (error) {
          throw connectFailure(error)
        }
      }
      const ownCode = codeConnector(connectorId)
      const provider = ownCode
        ? await ownCode.open({ ...connectorContext(network), accountChoice }).catch((error: unknown) => {
            throw connectFailure(error)
          })
        : await discovery.waitForProvider(connectorId, providerWaitMs)
      if (!provider)
        throw new FoyerError('NO_CONNECTOR_FOR_CONNECTION', undefined, { cause: new FoyerError('PROVIDER_NOT_FOUND') })
      try {
        const asked = await import('./requestAccounts.ts')
        const accounts = await asked.requestAccounts(provider, askPermissions, rpcErrorCode)
        const address = accounts[0]
        // Answering without an account is the wallet declining, not failing.
        if (!address) throw new ConnectionRejectedError()
        // The wallet may sit on another chain; the core decides between switching and UnsupportedChain.
        const chainId = await readChainId(provider)
        startSession(connectorId, provider)
        return granted(address, chainId, ownCode)
      } catch (error) {
        throw connectFailure(error)
      }
    },

    // Only where a connector lists the accounts its wallet holds (a Ledger's): other dapps' adapters lack it.
    ...(codeConnectors.some((entry) => entry.accountChoices)
      ? {
          // The connector's failures are already the catalogue's (a locked Ledger); core names any other one.
          listAccountChoices: async ({ connectorId, network, ...page }) => {
            await loadAddressChecks()
            return codeConnector(connectorId)?.accountChoices?.(connectorContext(network), page)
          },
        }
      : {}),

    // A wallet that frames the page (Safe) is asked only where the dapp listed one that can.
    ...(codeConnectors.some((entry) => entry.connectsByItself)
      ? { hostConnectorId: () => hostConnectorId(codeConnectors) }
      : {}),

    // WalletConnect's client loads on the visitor's intent, ahead of the pick.
    ...(walletConnect ? { prepareConnector: connectorPreparer(walletConnect, WALLET_CONNECT_CONNECTOR_ID) } : {}),

    async reconnect({ connectorId, network, timeoutMs = providerWaitMs }): Promise<ConnectResult | undefined> {
      // A reconnection that cannot check addresses is one that does not happen: the visitor connects again.
      if (!(await addressChecksLoaded())) return undefined
      if (walletConnect && walletConnectSession && isWalletConnect(connectorId)) {
        // Restoring loads the SDK: only a visitor who left a WalletConnect session open pays for it.
        const restored = await walletConnect.restore()
        if (!restored) return undefined
        const { address, chainId } = walletConnectSession.activate(restored, Number(network.id))
        startSession(connectorId, walletConnectSession.provider)
        return granted(address, chainId)
      }
      if (embeddedWallet && isEmbedded(connectorId)) {
        // A session the frame still holds (SPEC §4: it loads and reports ready first); none, and it is not restored.
        const opened = await openEmbedded(embeddedWallet, network).catch(() => undefined)
        if (!opened) return undefined
        startSession(connectorId, opened.provider)
        return opened.result
      }
      const ownCode = codeConnector(connectorId)
      const provider = ownCode
        ? await (ownCode.restore ?? ownCode.open)(connectorContext(network)).catch(() => undefined)
        : await discovery.waitForProvider(connectorId, timeoutMs)
      if (!provider) return undefined
      try {
        // eth_accounts never prompts: a wallet that forgot the site answers [].
        const accounts = (await provider.request({ method: 'eth_accounts' })) as string[]
        const address = accounts[0]
        if (!address) return undefined
        const chainId = await readChainId(provider)
        startSession(connectorId, provider)
        return granted(address, chainId, ownCode)
      } catch {
        return undefined
      }
    },

    async disconnect({ connectorId = inUse } = {}): Promise<void> {
      // Stop listening first: the accountsChanged [] the revoke causes is our own doing, not news.
      const ended = endSession(connectorId)
      if (connectorId === undefined) return
      if (walletConnect && isWalletConnect(connectorId)) {
        if (!ended) return
        walletConnectSession?.deactivate()
        return walletConnect.disconnect()
      }
      // One sign-out for the one frame: every namespace's embedded connection ends with it, as with WalletConnect.
      if (embeddedWallet && isEmbedded(connectorId)) return ended ? embeddedWallet.signOut() : undefined
      // A connection kept from the last visit but not restored yet still holds the site's permission: revoke it too.
      const provider = ended?.provider ?? (await discovery.waitForProvider(connectorId, 0))
      if (!provider) return
      const revoke = provider
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined)
      // SPEC §9: wallets without EIP-2255 revoke may never answer; disconnecting must not wait on them.
      await Promise.race([revoke, new Promise((resolve) => setTimeout(resolve, REVOKE_TIMEOUT_MS))])
      await codeConnector(connectorId)
        ?.close?.(provider)
        .catch((error: unknown) => console.warn('[foyer] the wallet did not close cleanly', error))
    },

    async getAccounts(): Promise<Account[]> {
      const held = session()
      if (!held) return []
      const addresses = (await held.provider.request({ method: 'eth_accounts' })) as string[]
      return addresses.map((address) => ({ namespace: 'eip155', address, type: 'eoa' }))
    },

    async getBalance({ address, network }): Promise<NativeBalance> {
      const rpcUrl = network.rpcUrls.default.http[0]
      if (!rpcUrl) throw new FoyerError('TOKEN_BALANCE_UNAVAILABLE')
      const value = await fetchNativeBalance(rpcUrl, address, fetchFn)
      return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
    },

    async switchNetwork({ network }: { network: Network }): Promise<void> {
      const { provider } = requireSession()
      try {
        await switchEthereumChain(provider, network)
      } catch (error) {
        throw toFoyerError(error)
      }
    },

    async signMessage({ message, address }): Promise<string> {
      const { provider } = requireSession()
      try {
        // personal_sign takes the message hex-encoded, as viem's signMessage sends it.
        return (await provider.request({ method: 'personal_sign', params: [toHex(message), address] })) as string
      } catch (error) {
        if (isUserRejection(error)) throw new UserRejectedError({ cause: error })
        throw new FoyerError('SIGN_MESSAGE_FAILED', undefined, { cause: error })
      }
    },

    // Send loads on demand: ABI encoding stays out of the page's first chunk.
    estimateTransferFee: async (request) => (await import('./evmSend.ts')).estimateTransferFee(request, fetchFn),

    sendTransfer: async (request) => {
      const { provider } = requireSession()
      return (await import('./evmSend.ts')).sendTransfer(provider, request)
    },

    // Issue 14 swaps: a transaction the swap API built (an approval, the swap itself).
    sendTransaction: async (request) => {
      const { provider } = requireSession()
      return (await import('./evmSend.ts')).sendTransaction(provider, request)
    },

    waitForTransaction: async (params) => (await import('./evmSend.ts')).waitForTransaction(params, fetchFn),

    subscribe,

    getProvider: () => {
      const held = session()
      return held && checkedProvider(held.provider, options.maxFeePerGasCap)
    },

    siwxVerifier: createEvmSiwxVerifier(fetchFn),

    // SPEC §6: the auth connector switches between eoa and smartAccount on EVM, when the embedded wallet can.
    ...(embeddedWallet?.setPreferredAccountType
      ? {
          async setAccountType(params: { type: AccountType; network: Network }): Promise<AccountTypeResult> {
            if (!isEmbedded(inUse ?? '')) throw new FoyerError('NOT_CONNECTED_TO_EMAIL')
            return (await import('./embedded/embeddedAccounts.ts')).setEmbeddedAccountType(embeddedWallet, params)
          },
        }
      : {}),

    // EIP-5792 to whatever wallet is connected; its code loads with the first batch.
    walletCalls: async () => (await import('./eip5792.ts')).walletCalls(requireSession().provider, rpcErrorCode),

    readToken: async (params) => (await import('./readTokenMetadata.ts')).readTokenMetadata(params, fetchFn),
  }
}
