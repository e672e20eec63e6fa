import type { CaipNetworkId, EmbeddedAccount, EmbeddedWallet, Network } from '@foyer/core'
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
import {
  readSignature,
  readSignedTransaction,
  SOLANA_SIGN_AND_SEND_TRANSACTION,
  SOLANA_SIGN_MESSAGE,
  SOLANA_SIGN_TRANSACTION,
  signAndSendTransactionParams,
  signMessageParams,
  signTransactionParams,
} from '../walletConnect/solanaRpcMethods.ts'
import type { SolanaWalletFeatures } from '../walletStandard.ts'
import { EMAIL_ICON } from './embeddedConnector.ts'

// The frame's Solana signer signs legacy and v0 transactions alike (it signs the message bytes it is given).
const TRANSACTION_VERSIONS = ['legacy', 0] as const

/** The connector's SVG, base64 as Wallet Standard wants an icon. */
const ICON = `data:image/svg+xml;base64,${btoa(
  decodeURIComponent(EMAIL_ICON.slice('data:image/svg+xml,'.length)),
)}` as WalletIcon

const solanaAddresses = (accounts: readonly EmbeddedAccount[]) =>
  accounts.filter((account) => account.namespace === 'solana').map((account) => account.address)

/** The embedded wallet on Solana as a Wallet Standard wallet, with what tells it which networks the dapp uses. */
export interface EmbeddedSolanaWallet {
  wallet: Wallet
  /** Shows the wallet a network the dapp uses (connected on, or moved to since), so requests there carry its node. */
  useNetwork(network: Network): void
}

export interface EmbeddedSolanaWalletParams {
  embeddedWallet: EmbeddedWallet
  /** The Solana addresses the embedded wallet granted, the one in use first. */
  addresses: readonly string[]
  /** The network connected on. */
  network: Network
}

/**
 * The solana namespace of the embedded wallet as a Wallet Standard wallet, so that connecting, signing, sending
 * and the dapp's provider work exactly as with an installed wallet or WalletConnect. Each call is one request to
 * the frame in WalletConnect's solana shapes (message base58, transactions base64, signatures base58), naming the
 * chain and its node; the frame shows it for approval and answers once the visitor has decided.
 */
export function createEmbeddedSolanaWallet(params: EmbeddedSolanaWalletParams): EmbeddedSolanaWallet {
  const { embeddedWallet } = params
  const networks = new Map<string, Network>([[params.network.caipNetworkId, params.network]])
  let addresses = [...params.addresses]
  const features: IdentifierString[] = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction']

  const accountsOf = (list: readonly string[]): WalletAccount[] =>
    list.flatMap((address) => {
      const publicKey = decodeBase58(address)
      // An address that is no ed25519 key is no account to sign with.
      if (publicKey?.length !== 32) return []
      return [{ address, publicKey, chains: [...networks.keys()] as IdentifierString[], features }]
    })

  /** One request to the frame on `chain` (a solana: CAIP-2 id; the connected network's when the input names none). */
  const request = (method: string, requestParams: Record<string, unknown>, chain?: IdentifierString) => {
    const caip = (chain ?? params.network.caipNetworkId) as CaipNetworkId
    const rpcUrl = networks.get(caip)?.rpcUrls.default.http[0]
    return embeddedWallet.request({
      method,
      params: requestParams,
      chainNamespace: 'solana',
      chainId: caip.slice(caip.indexOf(':') + 1),
      ...(rpcUrl ? { rpcUrl } : {}),
    })
  }

  const signMessage = async (
    ...inputs: readonly SolanaSignMessageInput[]
  ): Promise<readonly SolanaSignMessageOutput[]> => {
    const outputs: SolanaSignMessageOutput[] = []
    for (const { account, message } of inputs) {
      const result = await request(SOLANA_SIGN_MESSAGE, signMessageParams(message, account.address))
      outputs.push({ signedMessage: message, signature: readSignature(result), signatureType: 'ed25519' })
    }
    return outputs
  }

  const signTransaction = async (
    ...inputs: readonly SolanaSignTransactionInput[]
  ): Promise<readonly SolanaSignTransactionOutput[]> => {
    const outputs: SolanaSignTransactionOutput[] = []
    // One approval each, in order: the frame signs one transaction per request.
    for (const { account, transaction, chain } of inputs) {
      const answer = readSignedTransaction(
        await request(SOLANA_SIGN_TRANSACTION, signTransactionParams(transaction), chain),
      )
      if ('transaction' in answer) {
        outputs.push({ signedTransaction: answer.transaction })
        continue
      }
      const { withSignature } = await import('../send/withSignature.ts')
      outputs.push({ signedTransaction: withSignature(transaction, account.address, answer.signature) })
    }
    return outputs
  }

  const signAndSendTransaction = async (
    ...inputs: readonly SolanaSignAndSendTransactionInput[]
  ): Promise<readonly SolanaSignAndSendTransactionOutput[]> => {
    const outputs: SolanaSignAndSendTransactionOutput[] = []
    for (const { transaction, chain, options } of inputs) {
      const result = await request(
        SOLANA_SIGN_AND_SEND_TRANSACTION,
        signAndSendTransactionParams(transaction, options),
        chain,
      )
      outputs.push({ signature: readSignature(result) })
    }
    return outputs
  }

  const on = (event: StandardEventsNames, listener: StandardEventsListeners['change']): (() => void) => {
    if (event !== 'change') return () => {}
    return embeddedWallet.subscribe((change) => {
      // The frame's session ended (signed out, expired): no account is left.
      if (change.type === 'disconnect') {
        addresses = []
        listener({ accounts: [] })
        return
      }
      const next = solanaAddresses(change.accounts)
      // A change that names other namespaces' accounts only is not about this one (every embedded wallet has an
      // account in each); no account at all is the visitor gone.
      if (next.length === 0 && change.accounts.length > 0) return
      addresses = next
      listener({ accounts: accountsOf(addresses) })
    })
  }

  const allFeatures: SolanaWalletFeatures = {
    'standard:connect': {
      version: '1.0.0',
      // Asking again is silent: the login happened in the views, the frame only says who is signed in.
      connect: async () => {
        addresses = solanaAddresses(
          await embeddedWallet.getAccounts({ chainNamespace: 'solana', chainId: params.network.id }),
        )
        return { accounts: accountsOf(addresses) }
      },
    },
    'standard:disconnect': { version: '1.0.0', disconnect: () => embeddedWallet.signOut() },
    'standard:events': { version: '1.0.0', on },
    'solana:signMessage': { version: '1.1.0', signMessage },
    'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: TRANSACTION_VERSIONS, signTransaction },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: TRANSACTION_VERSIONS,
      signAndSendTransaction,
    },
  }

  return {
    wallet: {
      version: '1.0.0',
      name: 'Email',
      icon: ICON,
      get chains() {
        return [...networks.keys()] as IdentifierString[]
      },
      get accounts() {
        return accountsOf(addresses)
      },
      features: allFeatures,
    },
    useNetwork(network) {
      networks.set(network.caipNetworkId, network)
    },
  }
}

/**
 * The embedded wallet's Solana accounts on `network`, as a Wallet Standard wallet; undefined when nobody is
 * signed in to it (the email login has not happened, or its session ended).
 */
export async function openEmbeddedSolanaWallet(
  embeddedWallet: EmbeddedWallet,
  network: Network,
): Promise<{ embedded: EmbeddedSolanaWallet; accounts: WalletAccount[] } | undefined> {
  const addresses = solanaAddresses(await embeddedWallet.getAccounts({ chainNamespace: 'solana', chainId: network.id }))
  const embedded = createEmbeddedSolanaWallet({ embeddedWallet, addresses, network })
  const accounts = [...embedded.wallet.accounts]
  return accounts.length > 0 ? { embedded, accounts } : undefined
}
