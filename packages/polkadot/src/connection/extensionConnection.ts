import {
  type Account,
  type AdapterEvent,
  ConnectionRejectedError,
  type ConnectParams,
  type ConnectResult,
  FoyerError,
  type Network,
} from '@foyer/core'
import type { WalletConnect } from '@foyer/walletconnect'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import type { ExtensionDiscovery } from '../extensionDiscovery.ts'
import type { Injected, InjectedAccount } from '../injectedTypes.ts'
import { decodeSs58, encodeSs58 } from '../ss58/ss58.ts'
import { type Ss58Formats, ss58FormatOf } from '../ss58Formats.ts'
import { isWalletConnect } from '../walletConnect/walletConnectConnector.ts'
import { extensionFailure } from '../walletErrors.ts'

export interface ExtensionConnectionDeps {
  discovery: ExtensionDiscovery
  /** The name the extension shows when it asks the visitor to allow the site. */
  appName: string
  walletWaitMs: number
  ss58Formats: Ss58Formats
  walletConnect: WalletConnect | undefined
  /** Tells the chain description the format the accounts are now spelled in. */
  useFormat(format: number): void
  emit(event: AdapterEvent): void
}

interface Session {
  injected: Injected
  /** The accounts as the extension spelled them (signRaw is asked with the extension's own spelling). */
  accounts: InjectedAccount[]
  format: number
  via: 'extension' | 'walletConnect'
  stop(): void
}

export type ExtensionConnection = ReturnType<typeof createExtensionConnection>

const sleep = (ms: number) => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))

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

/** The 32 hex digits of a CAIP-2 reference an account restricted to a chain must start with. */
const referenceOf = (caipNetworkId: string) => caipNetworkId.slice(caipNetworkId.indexOf(':') + 1).toLowerCase()

/**
 * The accounts usable on the chain: SS58 accounts (not an extension's Ethereum ones), unrestricted or restricted
 * to this chain's genesis hash, as `@polkadot/extension-dapp` filters them; one per account id.
 */
function usableAccounts(accounts: readonly InjectedAccount[], caipNetworkId: string): InjectedAccount[] {
  const reference = referenceOf(caipNetworkId)
  const seen = new Set<string>()
  return accounts.filter((account) => {
    if (account.type === 'ethereum') return false
    const decoded = decodeSs58(account.address)
    if (!decoded) return false
    if (account.genesisHash && !account.genesisHash.toLowerCase().startsWith(`0x${reference}`)) return false
    const id = bytesToHex(decoded.accountId)
    if (seen.has(id)) return false
    seen.add(id)
    return true
  })
}

const sameAccount = (a: string, b: string): boolean => {
  const [left, right] = [decodeSs58(a), decodeSs58(b)]
  return !!left && !!right && bytesToHex(left.accountId) === bytesToHex(right.accountId)
}

/**
 * The connection to one Polkadot extension at a time — or WalletConnect's polkadot namespace seen as one: enable,
 * its accounts and their changes, and signRaw. Loaded when a Polkadot wallet is first used; the WalletConnect
 * client only when WalletConnect is.
 */
export function createExtensionConnection(deps: ExtensionConnectionDeps) {
  const { discovery, appName, walletWaitMs, ss58Formats, walletConnect, useFormat, emit } = deps
  let session: Session | undefined

  const spell = (account: InjectedAccount, format: number): string =>
    encodeSs58(decodeSs58(account.address)!.accountId, format)
  const toAccount = (account: InjectedAccount, format: number): Account => ({
    namespace: 'polkadot',
    address: spell(account, format),
    type: 'eoa',
  })

  const endSession = () => {
    session?.stop()
    session = undefined
  }

  const startSession = (
    injected: Injected,
    accounts: InjectedAccount[],
    caipNetworkId: string,
    via: Session['via'],
  ): ConnectResult => {
    endSession()
    const format = ss58FormatOf(caipNetworkId, ss58Formats)
    let stopEvents: (() => void) | undefined
    const current: Session = { injected, accounts, format, via, stop: () => stopEvents?.() }
    session = current
    useFormat(format)
    stopEvents = injected.accounts.subscribe((next) => {
      if (session !== current) return
      const usable = usableAccounts(next, caipNetworkId)
      // An extension that takes every account back (or forgets the site) has disconnected it.
      if (usable.length === 0) {
        endSession()
        emit({ type: 'disconnect' })
        return
      }
      const spelled = usable.map((account) => spell(account, format))
      const same = spelled.join() === current.accounts.map((account) => spell(account, format)).join()
      current.accounts = usable
      if (!same) {
        emit({
          type: 'accountsChanged',
          addresses: spelled,
          accounts: usable.map((account) => toAccount(account, format)) as [Account, ...Account[]],
        })
      }
    })
    return {
      accounts: accounts.map((account) => toAccount(account, format)) as [Account, ...Account[]],
      // The CAIP-2 reference as the network spells it: core compares it with the network's id.
      chainId: caipNetworkId.slice(caipNetworkId.indexOf(':') + 1),
    }
  }

  /** Pairs through the shared session, or takes the one another namespace opened; none without polkadot accounts. */
  const connectWalletConnect = async (shared: WalletConnect, params: ConnectParams): Promise<ConnectResult> => {
    const { walletConnectChain, walletConnectExtension } = await import('../walletConnect/walletConnectExtension.ts')
    try {
      await shared.connect({ onDisplayUri: params.onDisplayUri ?? (() => {}), signal: params.signal })
    } catch (error) {
      throw extensionFailure(error, 'FAILED_TO_CONNECT')
    }
    const chain = walletConnectChain(shared, params.network.caipNetworkId)
    const injected = chain && walletConnectExtension(shared.namespace('polkadot'), chain)
    const accounts = injected && chain ? usableAccounts(await injected.accounts.get(), chain) : []
    if (!injected || !chain || accounts.length === 0) {
      throw new FoyerError('CONNECTION_REJECTED', undefined, {
        detail: 'The WalletConnect session grants no Polkadot account',
      })
    }
    return startSession(injected, accounts, chain, 'walletConnect')
  }

  /** A session left open at the last visit, unless it is gone, stale or grants no polkadot account. */
  const reconnectWalletConnect = async (shared: WalletConnect, network: Network) => {
    const { walletConnectChain, walletConnectExtension } = await import('../walletConnect/walletConnectExtension.ts')
    const restored = await shared.restore().catch(() => undefined)
    const chain = restored && walletConnectChain(shared, network.caipNetworkId)
    if (!chain) return undefined
    const injected = walletConnectExtension(shared.namespace('polkadot'), chain)
    const accounts = usableAccounts(await injected.accounts.get(), chain)
    return accounts.length > 0 ? startSession(injected, accounts, chain, 'walletConnect') : undefined
  }

  const requireSession = (): Session => {
    if (!session) throw new FoyerError('PROVIDER_NOT_FOUND')
    return session
  }

  return {
    async connect(params: ConnectParams): Promise<ConnectResult> {
      if (walletConnect && isWalletConnect(params.connectorId)) return connectWalletConnect(walletConnect, params)
      const { connectorId, network, signal } = params
      const extension = await discovery.waitFor(connectorId, walletWaitMs)
      if (!extension?.enable) {
        throw new FoyerError('NO_CONNECTOR_FOR_CONNECTION', undefined, { cause: new FoyerError('PROVIDER_NOT_FOUND') })
      }
      try {
        const injected = await unlessAborted(extension.enable(appName), signal)
        const accounts = usableAccounts(await unlessAborted(injected.accounts.get(), signal), network.caipNetworkId)
        // Allowing the site without sharing an account is the extension declining, not failing.
        if (accounts.length === 0) throw new ConnectionRejectedError()
        return startSession(injected, accounts, network.caipNetworkId, 'extension')
      } catch (error) {
        throw extensionFailure(error, 'FAILED_TO_CONNECT')
      }
    },

    /**
     * Waits up to `timeoutMs` for the extension, then enables it again: an extension that still allows the site
     * answers at once without a prompt. One that would have to ask does not answer within walletWaitMs, and the
     * connection is not restored.
     */
    async reconnect(params: { connectorId: string; network: Network; timeoutMs?: number }) {
      const { connectorId, network, timeoutMs = walletWaitMs } = params
      if (walletConnect && isWalletConnect(connectorId)) return reconnectWalletConnect(walletConnect, network)
      const extension = await discovery.waitFor(connectorId, timeoutMs)
      if (!extension?.enable) return undefined
      try {
        const injected = await Promise.race([extension.enable(appName), sleep(walletWaitMs)])
        const granted = injected && (await Promise.race([injected.accounts.get(), sleep(walletWaitMs)]))
        const accounts = granted ? usableAccounts(granted, network.caipNetworkId) : []
        if (!injected || accounts.length === 0) return undefined
        return startSession(injected, accounts, network.caipNetworkId, 'extension')
      } catch {
        return undefined
      }
    },

    /** The extension protocol has no disconnect: the site stops listening; WalletConnect ends its session. */
    async disconnect(): Promise<void> {
      const via = session?.via
      endSession()
      if (via === 'walletConnect') await walletConnect?.disconnect()
    },

    accounts: (): Account[] => (session ? session.accounts.map((account) => toAccount(account, session!.format)) : []),

    /** signRaw of the message's UTF-8 bytes (the extension wraps them in `<Bytes>…</Bytes>`); the hex signature. */
    async signMessage({ message, address }: { message: string; address: string }): Promise<string> {
      const { injected, accounts } = requireSession()
      const account = accounts.find((candidate) => sameAccount(candidate.address, address))
      if (!account) throw new FoyerError('NO_ACTIVE_CAIP_ADDRESS', undefined, { detail: `${address} is not connected` })
      const signRaw = injected.signer.signRaw
      if (!signRaw) {
        throw new FoyerError('SIGN_MESSAGE_FAILED', undefined, { detail: 'The extension does not offer signRaw' })
      }
      try {
        const { signature } = await signRaw({
          address: account.address,
          data: `0x${bytesToHex(utf8ToBytes(message))}`,
          type: 'bytes',
        })
        if (typeof signature !== 'string' || !/^0x(?:[0-9a-fA-F]{2})+$/.test(signature)) {
          throw new Error('The extension returned no hex signature')
        }
        return signature
      } catch (error) {
        throw extensionFailure(error, 'SIGN_MESSAGE_FAILED')
      }
    },

    /** The extension's grant (accounts and signer), for dapps that sign extrinsics with their own client. */
    provider: (): Injected | undefined => session?.injected,
  }
}
