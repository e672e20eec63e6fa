import {
  type Account,
  type AdapterEvent,
  ConnectionRejectedError,
  type ConnectParams,
  type ConnectResult,
  type EmbeddedWallet,
  FoyerError,
  type Network,
  type TransferRequest,
} from '@foyer/core'
import type { WalletConnect } from '@foyer/walletconnect'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { encodeBase58 } from './base58.ts'
import { createSolanaProvider, type SolanaProvider } from './provider/solanaProvider.ts'
import type { SolanaSendOptions } from './send/sendOptions.ts'
import { isWalletConnect } from './walletConnect/walletConnectConnector.ts'
import type { WalletDiscovery } from './walletDiscovery.ts'
import { missingFeature, walletFailure } from './walletErrors.ts'
import { featureOf, solanaAccountsOf } from './walletStandard.ts'

export { lamportBalance } from './lamportBalance.ts'

export interface WalletConnectionDeps {
  discovery: WalletDiscovery
  walletWaitMs: number
  sendOptions: SolanaSendOptions | undefined
  fetchFn: typeof fetch
  /** The dapp's shared WalletConnect session, for the 'walletConnect' connector. */
  walletConnect: WalletConnect | undefined
  /** The dapp's embedded wallet, for its 'AUTH' connector. */
  embeddedWallet: EmbeddedWallet | undefined
  emit(event: AdapterEvent): void
}

export type WalletConnection = ReturnType<typeof createWalletConnection>

/**
 * How the wallet was reached: an installed Wallet Standard wallet (it may unregister), or the solana namespace
 * of the WalletConnect session or of the embedded wallet seen as one.
 */
type Via = 'standard' | 'walletConnect' | 'embedded'

interface Session {
  wallet: Wallet
  via: Via
  accounts: WalletAccount[]
  /** The network connected on. */
  network: Network
  /** The sign calls on one network: the one connected on, or the one the dapp moved to since. */
  providerFor(network: Network): SolanaProvider
  /** Tells a wallet that signs through Foyer (the embedded one) a network the dapp uses, before it is asked there. */
  useNetwork(network: Network): void
  stop(): void
}

// SPEC §9 revoke wait: a wallet that never answers a disconnect must not hold the visitor up.
const REVOKE_TIMEOUT_MS = 100

const toAccount = (account: WalletAccount): Account => ({ namespace: 'solana', address: account.address, type: 'eoa' })

const granted = (accounts: readonly WalletAccount[], chainId: string | number): ConnectResult => ({
  accounts: accounts.map(toAccount) as [Account, ...Account[]],
  chainId,
})

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** `promise`, unless `signal` aborts first (the visitor closed the modal): then 'Modal closed'. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(new FoyerError('MODAL_CLOSED'))
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new FoyerError('MODAL_CLOSED'))
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/**
 * The connection to one wallet at a time — an installed Wallet Standard wallet, or WalletConnect's or the embedded
 * wallet's solana namespace seen as one: standard:connect (silent on reload), its change events, standard:disconnect,
 * and the calls that need the wallet. Loaded when a Solana wallet is first used; the WalletConnect side when
 * WalletConnect is, the embedded side when the embedded wallet is.
 */
export function createWalletConnection(deps: WalletConnectionDeps) {
  const { discovery, walletWaitMs, sendOptions, fetchFn, walletConnect, embeddedWallet, emit } = deps
  let session: Session | undefined

  const endSession = () => {
    session?.stop()
    session = undefined
  }

  const endedByWallet = () => {
    if (!session) return
    endSession()
    emit({ type: 'disconnect' })
  }

  const startSession = (
    wallet: Wallet,
    accounts: WalletAccount[],
    network: Network,
    via: Via,
    useNetwork: (network: Network) => void = () => {},
  ) => {
    endSession()
    const providers = new Map<string, SolanaProvider>()
    const current: Session = {
      wallet,
      via,
      accounts,
      network,
      useNetwork,
      providerFor(on: Network) {
        let provider = providers.get(on.caipNetworkId)
        if (!provider) {
          useNetwork(on)
          provider = createSolanaProvider({
            wallet,
            accounts: () => current.accounts,
            network: on,
            sendOptions,
            fetchFn,
          })
          providers.set(on.caipNetworkId, provider)
        }
        return provider
      },
      stop: () => {
        stopEvents?.()
        stopDiscovery()
      },
    }
    const stopEvents = featureOf(wallet, 'standard:events')?.on('change', (properties) => {
      if (!properties.accounts) return
      const accounts = solanaAccountsOf(properties.accounts)
      // A wallet that takes every account back has disconnected the site.
      if (accounts.length === 0) return endedByWallet()
      const addresses = accounts.map((account) => account.address)
      const same = addresses.join() === current.accounts.map((account) => account.address).join()
      current.accounts = accounts
      if (!same) emit({ type: 'accountsChanged', addresses })
    })
    // An extension that is removed or disabled unregisters: its connection is over.
    const stopDiscovery =
      via === 'standard'
        ? discovery.subscribe(() => {
            if (!discovery.isRegistered(wallet)) endedByWallet()
          })
        : () => {}
    session = current
  }

  const requireSession = (): Session => {
    if (!session) throw new FoyerError('PROVIDER_NOT_FOUND')
    return session
  }

  const accountFor = (address: string): WalletAccount => {
    const account = requireSession().accounts.find((candidate) => candidate.address === address)
    if (!account) throw new FoyerError('NO_ACTIVE_CAIP_ADDRESS', undefined, { detail: `${address} is not connected` })
    return account
  }

  /**
   * Pairs through the shared session (the pairing URI through `onDisplayUri`), or takes the session another
   * namespace opened; a session that grants no Solana account is the wallet declining Solana.
   */
  const connectWalletConnect = async (
    shared: WalletConnect,
    { network, onDisplayUri, signal }: ConnectParams,
  ): Promise<ConnectResult> => {
    const { walletConnectSide } = await import('./walletConnect/walletConnectWallet.ts')
    try {
      await shared.connect({ onDisplayUri: onDisplayUri ?? (() => {}), signal })
    } catch (error) {
      throw walletFailure(error, 'FAILED_TO_CONNECT')
    }
    const side = walletConnectSide(shared, network)
    if (!side) {
      throw new FoyerError('CONNECTION_REJECTED', undefined, {
        detail: 'The WalletConnect session grants no Solana account',
      })
    }
    startSession(side.wallet, side.accounts, network, 'walletConnect')
    return granted(side.accounts, side.chainId)
  }

  /** A session left open at the last visit, unless it is gone, stale or grants no Solana account. */
  const reconnectWalletConnect = async (shared: WalletConnect, network: Network) => {
    const { walletConnectSide } = await import('./walletConnect/walletConnectWallet.ts')
    // Restoring loads the client: only a visitor who left a WalletConnect session open pays for it.
    const restored = await shared.restore().catch(() => undefined)
    const side = restored && walletConnectSide(shared, network)
    if (!side) return undefined
    startSession(side.wallet, side.accounts, network, 'walletConnect')
    return granted(side.accounts, side.chainId)
  }

  /** The signed-in visitor's Solana accounts (the email login happened in the views); undefined when none is. */
  const openEmbedded = async (wallet: EmbeddedWallet, network: Network) => {
    const { openEmbeddedSolanaWallet } = await import('./embedded/embeddedSolanaWallet.ts')
    const opened = await openEmbeddedSolanaWallet(wallet, network)
    if (!opened) return undefined
    const { embedded, accounts } = opened
    startSession(embedded.wallet, accounts, network, 'embedded', embedded.useNetwork)
    // The frame signs on whichever network the dapp names: the connection is on the one asked for.
    return granted(accounts, network.id)
  }

  /** Nobody signed in is the embedded wallet declining; a frame that fails to load says so in its own words. */
  const connectEmbedded = async (wallet: EmbeddedWallet, network: Network): Promise<ConnectResult> => {
    let result: ConnectResult | undefined
    try {
      result = await openEmbedded(wallet, network)
    } catch (error) {
      throw walletFailure(error, 'FAILED_TO_CONNECT')
    }
    if (!result) throw new ConnectionRejectedError()
    return result
  }

  const isEmbedded = (connectorId: string) => embeddedWallet?.connectorId === connectorId

  return {
    async connect(params: ConnectParams): Promise<ConnectResult> {
      if (walletConnect && isWalletConnect(params.connectorId)) return connectWalletConnect(walletConnect, params)
      if (embeddedWallet && isEmbedded(params.connectorId)) return connectEmbedded(embeddedWallet, params.network)
      const { connectorId, network, signal } = params
      const wallet = await discovery.waitForWallet(connectorId, walletWaitMs)
      if (!wallet) {
        throw new FoyerError('NO_CONNECTOR_FOR_CONNECTION', undefined, { cause: new FoyerError('PROVIDER_NOT_FOUND') })
      }
      try {
        const connect = featureOf(wallet, 'standard:connect')
        if (!connect) throw missingFeature('FAILED_TO_CONNECT', 'standard:connect')
        const { accounts } = await unlessAborted(connect.connect(), signal)
        const solanaAccounts = solanaAccountsOf(accounts)
        // Answering without an account is the wallet declining, not failing.
        if (solanaAccounts.length === 0) throw new ConnectionRejectedError()
        startSession(wallet, solanaAccounts, network, 'standard')
        // Solana wallets do not switch networks: the connection is on the network the dapp asked for.
        return granted(solanaAccounts, network.id)
      } catch (error) {
        throw walletFailure(error, 'FAILED_TO_CONNECT')
      }
    },

    /**
     * Waits up to `timeoutMs` for the wallet to register, then asks it silently; a wallet that does not answer
     * within walletWaitMs, or answers with no account, is not restored.
     */
    async reconnect(params: {
      connectorId: string
      network: Network
      timeoutMs?: number
    }): Promise<ConnectResult | undefined> {
      const { connectorId, network, timeoutMs = walletWaitMs } = params
      if (walletConnect && isWalletConnect(connectorId)) return reconnectWalletConnect(walletConnect, network)
      // A session the frame still holds; none, or a frame that fails to load, and it is not restored.
      if (embeddedWallet && isEmbedded(connectorId)) return openEmbedded(embeddedWallet, network).catch(() => undefined)
      const wallet = await discovery.waitForWallet(connectorId, timeoutMs)
      const connect = wallet && featureOf(wallet, 'standard:connect')
      if (!wallet || !connect) return undefined
      try {
        // Silent: a wallet that would have to ask answers with no account instead of prompting.
        const answer = await Promise.race([connect.connect({ silent: true }), sleep(walletWaitMs)])
        const accounts = answer ? solanaAccountsOf(answer.accounts) : []
        if (accounts.length === 0) return undefined
        startSession(wallet, accounts, network, 'standard')
        return granted(accounts, network.id)
      } catch {
        return undefined
      }
    },

    async disconnect(): Promise<void> {
      if (!session) return
      const { wallet, via } = session
      // Stop listening first: the change event the disconnect causes is our own doing, not news.
      endSession()
      const disconnect = featureOf(wallet, 'standard:disconnect')
        ?.disconnect()
        .catch(() => undefined)
      // WalletConnect ends the session here at once and bounds its wait for the wallet's notice itself; the
      // embedded wallet's sign-out waits at most FRAME_SIGN_OUT_WAIT_MS.
      if (disconnect && via !== 'standard') await disconnect
      else if (disconnect) await Promise.race([disconnect, sleep(REVOKE_TIMEOUT_MS)])
    },

    accounts: (): Account[] => (session ? session.accounts.map(toAccount) : []),

    async signMessage({ message, address }: { message: string; address: string }): Promise<string> {
      const { wallet } = requireSession()
      const sign = featureOf(wallet, 'solana:signMessage')
      if (!sign) throw missingFeature('SIGN_MESSAGE_FAILED', 'solana:signMessage')
      const account = accountFor(address)
      try {
        const [output] = await sign.signMessage({ account, message: new TextEncoder().encode(message) })
        if (!output) throw new Error('The wallet returned no signature')
        return encodeBase58(output.signature)
      } catch (error) {
        throw walletFailure(error, 'SIGN_MESSAGE_FAILED')
      }
    },

    async sendTransfer(request: TransferRequest): Promise<string> {
      const { wallet, useNetwork } = requireSession()
      const account = accountFor(request.from)
      useNetwork(request.network)
      // @solana/kit and the program clients load only now, in a chunk of their own.
      const { sendTransfer } = await import('./send/solanaTransfer.ts')
      return sendTransfer({ wallet, account, request, options: sendOptions, fetchFn })
    },

    /** The sign calls on `network` (the one connected on when the caller names none). */
    provider: (on?: Network): SolanaProvider | undefined => session?.providerFor(on ?? session.network),
  }
}
