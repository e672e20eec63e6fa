import { type CaipNetworkId, FoyerError, type Network } from '@foyer/core'
import type { WalletConnect, WalletConnectNamespace } from '@foyer/walletconnect'
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignAndSendTransactionOutput,
  SolanaSignMessageInput,
  SolanaSignMessageOutput,
  SolanaSignTransactionInput,
  SolanaSignTransactionOutput,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { StandardEventsListeners, StandardEventsNames } from '@wallet-standard/features'
import { decodeBase58 } from '../base58.ts'
import type { SolanaWalletFeatures } from '../walletStandard.ts'
import {
  readSignature,
  readSignedTransaction,
  readSignedTransactions,
  SOLANA_SIGN_ALL_TRANSACTIONS,
  SOLANA_SIGN_AND_SEND_TRANSACTION,
  SOLANA_SIGN_MESSAGE,
  SOLANA_SIGN_TRANSACTION,
  signAllTransactionsParams,
  signAndSendTransactionParams,
  signMessageParams,
  signTransactionParams,
} from './solanaRpcMethods.ts'
import { walletConnectConnector } from './walletConnectConnector.ts'

// Every wallet Foyer reaches through WalletConnect signs v0 transactions; the session does not say.
const TRANSACTION_VERSIONS = ['legacy', 0] as const

/** The connector's SVG, base64 as Wallet Standard wants an icon. */
const ICON = `data:image/svg+xml;base64,${btoa(
  decodeURIComponent((walletConnectConnector.imageUrl ?? '').slice('data:image/svg+xml,'.length)),
)}` as WalletIcon

export interface WalletConnectWalletParams {
  view: WalletConnectNamespace
  /** The chain the connection uses: the wallet's accounts are the session's accounts on it. */
  chain: CaipNetworkId
  /** The wallet on the other end, as its metadata names it. */
  name: string
  /** Ends the shared session (every namespace's). */
  disconnect(): Promise<void>
}

/** The chain of a CAIP-10 account and its address: `solana:{reference}:{address}`. */
function splitAccount(account: string): { chain: string; address: string } {
  const last = account.lastIndexOf(':')
  return { chain: account.slice(0, last), address: account.slice(last + 1) }
}

/**
 * The solana namespace of the shared WalletConnect session as a Wallet Standard wallet, so that connecting,
 * signing, sending and the dapp's provider work exactly as with an installed wallet. A feature is offered only
 * while the session grants its method: a send then falls back to solana_signTransaction and the node by itself.
 */
export function createWalletConnectWallet(params: WalletConnectWalletParams): Wallet {
  const { view, chain } = params

  const featureNames = (): IdentifierString[] => {
    const methods = new Set(view.methods())
    return [
      ...(methods.has(SOLANA_SIGN_MESSAGE) ? ['solana:signMessage' as const] : []),
      ...(methods.has(SOLANA_SIGN_TRANSACTION) || methods.has(SOLANA_SIGN_ALL_TRANSACTIONS)
        ? ['solana:signTransaction' as const]
        : []),
      ...(methods.has(SOLANA_SIGN_AND_SEND_TRANSACTION) ? ['solana:signAndSendTransaction' as const] : []),
    ]
  }

  const accountsOf = (addresses: readonly string[]): WalletAccount[] => {
    const features = featureNames()
    return [...new Set(addresses)].flatMap((address) => {
      const publicKey = decodeBase58(address)
      // A CAIP-10 account that is no Solana key is no account to sign with.
      if (publicKey?.length !== 32) return []
      return [{ address, publicKey, chains: [chain], features }]
    })
  }

  const sessionAccounts = () =>
    accountsOf(
      view
        .accounts()
        .map(splitAccount)
        .filter((account) => account.chain === chain)
        .map((account) => account.address),
    )

  /** The chain a request names: the input's, else the connection's; refused when the session lacks it. */
  const requestChain = (requested?: IdentifierString): CaipNetworkId => {
    const target = (requested ?? chain) as CaipNetworkId
    if (!view.chains().includes(target)) {
      throw new FoyerError('NETWORK_NOT_FOUND', undefined, {
        detail: `The WalletConnect session does not include ${target}`,
      })
    }
    return target
  }

  const signMessage = async (
    ...inputs: readonly SolanaSignMessageInput[]
  ): Promise<readonly SolanaSignMessageOutput[]> => {
    const outputs: SolanaSignMessageOutput[] = []
    for (const { account, message } of inputs) {
      const result = await view.request(
        SOLANA_SIGN_MESSAGE,
        signMessageParams(message, account.address),
        requestChain(),
      )
      outputs.push({ signedMessage: message, signature: readSignature(result), signatureType: 'ed25519' })
    }
    return outputs
  }

  const signOne = async ({ account, transaction, chain: wanted }: SolanaSignTransactionInput): Promise<Uint8Array> => {
    const on = requestChain(wanted)
    if (!view.methods().includes(SOLANA_SIGN_TRANSACTION)) {
      const [signed] = readSignedTransactions(
        await view.request(SOLANA_SIGN_ALL_TRANSACTIONS, signAllTransactionsParams([transaction]), on),
        1,
      )
      return signed!
    }
    const answer = readSignedTransaction(
      await view.request(SOLANA_SIGN_TRANSACTION, signTransactionParams(transaction), on),
    )
    if ('transaction' in answer) return answer.transaction
    // The wallet sent its signature alone: it goes in the signer's slot (kit decodes the transaction).
    const { withSignature } = await import('../send/withSignature.ts')
    return withSignature(transaction, account.address, answer.signature)
  }

  const signTransaction = async (
    ...inputs: readonly SolanaSignTransactionInput[]
  ): Promise<readonly SolanaSignTransactionOutput[]> => {
    const [first] = inputs
    const oneChain = inputs.every((input) => (input.chain ?? chain) === (first?.chain ?? chain))
    if (first && inputs.length > 1 && oneChain && view.methods().includes(SOLANA_SIGN_ALL_TRANSACTIONS)) {
      // Several at once: one prompt in the wallet.
      const result = await view.request(
        SOLANA_SIGN_ALL_TRANSACTIONS,
        signAllTransactionsParams(inputs.map((input) => input.transaction)),
        requestChain(first.chain),
      )
      return readSignedTransactions(result, inputs.length).map((signedTransaction) => ({ signedTransaction }))
    }
    const outputs: SolanaSignTransactionOutput[] = []
    for (const input of inputs) outputs.push({ signedTransaction: await signOne(input) })
    return outputs
  }

  const signAndSendTransaction = async (
    ...inputs: readonly SolanaSignAndSendTransactionInput[]
  ): Promise<readonly SolanaSignAndSendTransactionOutput[]> => {
    const outputs: SolanaSignAndSendTransactionOutput[] = []
    // In order, as a wallet sends them one after another.
    for (const { transaction, chain: wanted, options } of inputs) {
      const result = await view.request(
        SOLANA_SIGN_AND_SEND_TRANSACTION,
        signAndSendTransactionParams(transaction, options),
        requestChain(wanted),
      )
      outputs.push({ signature: readSignature(result) })
    }
    return outputs
  }

  const on = (event: StandardEventsNames, listener: StandardEventsListeners['change']): (() => void) => {
    if (event !== 'change') return () => {}
    return view.subscribe((change) => {
      // The session ended (the wallet disconnected, or it expired): no account is left.
      if (change.type === 'disconnect') listener({ accounts: [] })
      else if (change.type === 'accountsChanged') listener({ accounts: sessionAccounts() })
    })
  }

  const allFeatures: SolanaWalletFeatures = {
    'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: sessionAccounts() }) },
    'standard:disconnect': { version: '1.0.0', disconnect: params.disconnect },
    'standard:events': { version: '1.0.0', on },
    'solana:signMessage': { version: '1.1.0', signMessage },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: TRANSACTION_VERSIONS,
      signTransaction,
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: TRANSACTION_VERSIONS,
      signAndSendTransaction,
    },
  }

  return {
    version: '1.0.0',
    name: params.name,
    icon: ICON,
    get chains() {
      return view.chains()
    },
    get accounts() {
      return sessionAccounts()
    },
    get features() {
      const granted = new Set<string>(['standard:connect', 'standard:disconnect', 'standard:events', ...featureNames()])
      return Object.fromEntries(Object.entries(allFeatures).filter(([name]) => granted.has(name)))
    },
  }
}

/** What a connection starts with: the wallet over the session, its accounts, and the chain they are on. */
export interface WalletConnectSide {
  wallet: Wallet
  accounts: WalletAccount[]
  /** The chain's CAIP-2 reference, as ConnectResult names it. */
  chainId: string
}

/**
 * The Solana side of the open session: its accounts on `network` when it grants some there, else on the first
 * of its Solana chains that has any (core then follows that network, or says it is unsupported); undefined when
 * the session grants no Solana account at all.
 */
export function walletConnectSide(walletConnect: WalletConnect, network: Network): WalletConnectSide | undefined {
  const view = walletConnect.namespace('solana')
  const chainsWithAccounts = view.accounts().map((account) => splitAccount(account).chain)
  const chain = chainsWithAccounts.includes(network.caipNetworkId)
    ? network.caipNetworkId
    : (chainsWithAccounts[0] as CaipNetworkId | undefined)
  if (!chain) return undefined
  const wallet = createWalletConnectWallet({
    view,
    chain,
    name: walletConnect.getSession()?.peer.name || walletConnectConnector.name,
    disconnect: () => walletConnect.disconnect(),
  })
  const accounts = [...wallet.accounts]
  if (accounts.length === 0) return undefined
  return { wallet, accounts, chainId: chain.slice(chain.indexOf(':') + 1) }
}
