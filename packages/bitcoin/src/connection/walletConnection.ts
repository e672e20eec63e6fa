import {
  type Account,
  type AdapterEvent,
  ConnectionRejectedError,
  type ConnectParams,
  type ConnectResult,
  FoyerError,
  isUserRejection,
  type Network,
} from '@foyer/core'
import type { WalletConnect } from '@foyer/walletconnect'
import type { WalletDiscovery } from '../discovery/walletDiscovery.ts'
import { type BitcoinProvider, createBitcoinProvider } from '../provider/bitcoinProvider.ts'
import { isWalletConnect } from '../walletConnectConnector.ts'
import {
  type BitcoinAccount,
  type BitcoinWallet,
  type MessageProtocol,
  orderAccounts,
} from '../wallets/bitcoinWallet.ts'
import { walletConnectBitcoinWallet } from '../wallets/walletConnectWallet.ts'
import { walletFailure } from '../wallets/walletErrors.ts'

export interface WalletConnectionDeps {
  discovery: WalletDiscovery
  walletWaitMs: number
  fetchFn: typeof fetch
  walletConnect: WalletConnect | undefined
  emit(event: AdapterEvent): void
}

export type WalletConnection = ReturnType<typeof createWalletConnection>

interface Session {
  wallet: BitcoinWallet
  accounts: BitcoinAccount[]
  network: Network
  providers: Map<string, BitcoinProvider>
  stop(): void
}

// SPEC §9 revoke wait: a wallet that never answers a disconnect must not hold the visitor up.
const REVOKE_TIMEOUT_MS = 100

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** SPEC §9: Bitcoin's default account type is payment; the ordinals address is the 'ordinal' account. */
const toAccounts = (accounts: readonly BitcoinAccount[]): Account[] =>
  accounts.map((account) => ({
    namespace: 'bip122',
    address: account.address,
    type: account.purpose === 'payment' ? 'payment' : 'ordinal',
    ...(account.publicKey ? { publicKey: account.publicKey } : {}),
  }))

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
 * The connection to one Bitcoin wallet at a time, of whichever family: connect (every account granted, payment
 * first), silent reconnect, the wallet's account events, disconnect, message signing, and the dapp's provider.
 * Loaded when a Bitcoin wallet is first used.
 */
export function createWalletConnection(deps: WalletConnectionDeps) {
  const { discovery, walletWaitMs, fetchFn, walletConnect, emit } = deps
  let session: Session | undefined
  let wcWallet: BitcoinWallet | undefined

  const endSession = () => {
    session?.stop()
    session = undefined
  }

  const endedByWallet = () => {
    if (!session) return
    endSession()
    emit({ type: 'disconnect' })
  }

  const startSession = (wallet: BitcoinWallet, accounts: BitcoinAccount[], network: Network): ConnectResult => {
    endSession()
    const current: Session = {
      wallet,
      accounts,
      network,
      providers: new Map(),
      stop: () => {
        stopEvents()
        stopDiscovery()
      },
    }
    const stopEvents = wallet.onAccountsChanged((changed) => {
      const ordered = orderAccounts(changed)
      // A wallet that takes every account back has disconnected the site.
      if (ordered.length === 0) return endedByWallet()
      const same = ordered.map((a) => a.address).join() === current.accounts.map((a) => a.address).join()
      current.accounts = ordered
      if (!same) {
        const accounts = toAccounts(ordered) as [Account, ...Account[]]
        emit({ type: 'accountsChanged', addresses: accounts.map((account) => account.address), accounts })
      }
    })
    // An extension that is removed or disabled leaves the page: its connection is over.
    const stopDiscovery = isWalletConnect(wallet.connector.id)
      ? () => {}
      : discovery.subscribe(() => {
          if (!discovery.isPresent(wallet)) endedByWallet()
        })
    session = current
    // Bitcoin wallets follow the dapp's network: the connection is on the one asked for.
    return { accounts: toAccounts(accounts) as [Account, ...Account[]], chainId: network.id }
  }

  const requireSession = (): Session => {
    if (!session) throw new FoyerError('PROVIDER_NOT_FOUND')
    return session
  }

  const walletConnectWallet = (shared: WalletConnect) => {
    wcWallet ??= walletConnectBitcoinWallet(shared)
    return wcWallet
  }

  const connectWalletConnect = async (shared: WalletConnect, params: ConnectParams): Promise<ConnectResult> => {
    try {
      await shared.connect({ onDisplayUri: params.onDisplayUri ?? (() => {}), signal: params.signal })
      const wallet = walletConnectWallet(shared)
      const accounts = orderAccounts(await wallet.connect({ silent: false, network: params.network }))
      if (accounts.length === 0) {
        throw new FoyerError('CONNECTION_REJECTED', undefined, {
          detail: 'The WalletConnect session grants no Bitcoin account',
        })
      }
      return startSession(wallet, accounts, params.network)
    } catch (error) {
      throw walletFailure(error, 'FAILED_TO_CONNECT')
    }
  }

  /** Signs with `protocol`, or BIP-322 then, where the wallet cannot, the legacy format; a no is a no. */
  const signWith = async (
    wallet: BitcoinWallet,
    address: string,
    message: string,
    protocol: MessageProtocol | undefined,
  ): Promise<string> => {
    try {
      return await wallet.signMessage({ address, message, protocol: protocol ?? 'bip322' })
    } catch (error) {
      if (protocol || isUserRejection(error)) throw walletFailure(error, 'SIGN_MESSAGE_FAILED')
      try {
        return await wallet.signMessage({ address, message, protocol: 'ecdsa' })
      } catch (legacyError) {
        throw walletFailure(isUserRejection(legacyError) ? legacyError : error, 'SIGN_MESSAGE_FAILED')
      }
    }
  }

  const signMessage = async (params: { address: string; message: string; protocol?: MessageProtocol }) => {
    const { wallet, accounts } = requireSession()
    if (!accounts.some((account) => account.address === params.address)) {
      throw new FoyerError('NO_ACTIVE_CAIP_ADDRESS', undefined, { detail: `${params.address} is not connected` })
    }
    return signWith(wallet, params.address, params.message, params.protocol)
  }

  return {
    async connect(params: ConnectParams): Promise<ConnectResult> {
      if (walletConnect && isWalletConnect(params.connectorId)) return connectWalletConnect(walletConnect, params)
      const wallet = await discovery.waitForWallet(params.connectorId, walletWaitMs)
      if (!wallet) {
        throw new FoyerError('NO_CONNECTOR_FOR_CONNECTION', undefined, { cause: new FoyerError('PROVIDER_NOT_FOUND') })
      }
      try {
        const accounts = orderAccounts(
          await unlessAborted(wallet.connect({ silent: false, network: params.network }), params.signal),
        )
        // Answering without an account is the wallet declining, not failing.
        if (accounts.length === 0) throw new ConnectionRejectedError()
        return startSession(wallet, accounts, params.network)
      } catch (error) {
        throw walletFailure(error, 'FAILED_TO_CONNECT')
      }
    },

    /** Waits up to `timeoutMs` for the wallet, then asks it silently; no answer in walletWaitMs is no connection. */
    async reconnect(params: {
      connectorId: string
      network: Network
      timeoutMs?: number
    }): Promise<ConnectResult | undefined> {
      const { connectorId, network, timeoutMs = walletWaitMs } = params
      let wallet: BitcoinWallet | undefined
      if (walletConnect && isWalletConnect(connectorId)) {
        // Restoring loads the client: only a visitor who left a WalletConnect session open pays for it.
        const restored = await walletConnect.restore().catch(() => undefined)
        wallet = restored && walletConnectWallet(walletConnect)
      } else {
        wallet = await discovery.waitForWallet(connectorId, timeoutMs)
      }
      if (!wallet) return undefined
      try {
        const answer = await Promise.race([wallet.connect({ silent: true, network }), sleep(walletWaitMs)])
        const accounts = orderAccounts(answer ?? [])
        return accounts.length > 0 ? startSession(wallet, accounts, network) : undefined
      } catch {
        return undefined
      }
    },

    async disconnect(): Promise<void> {
      if (!session) return
      const { wallet } = session
      // Stop listening first: the change the disconnect causes is our own doing, not news.
      endSession()
      const done = wallet.disconnect().catch(() => undefined)
      await (isWalletConnect(wallet.connector.id) ? done : Promise.race([done, sleep(REVOKE_TIMEOUT_MS)]))
    },

    accounts: (): Account[] => (session ? toAccounts(session.accounts) : []),

    async signMessage(params: { message: string; address: string }): Promise<string> {
      return signMessage(params)
    },

    /** The dapp's provider on `network` (the one connected on when the caller names none). */
    provider(on?: Network): BitcoinProvider | undefined {
      const current = session
      if (!current) return undefined
      const network = on ?? current.network
      let provider = current.providers.get(network.caipNetworkId)
      if (!provider) {
        provider = createBitcoinProvider({
          wallet: current.wallet,
          accounts: () => current.accounts,
          toAccounts,
          network,
          fetchFn,
          signMessage,
        })
        current.providers.set(network.caipNetworkId, provider)
      }
      return provider
    },
  }
}
