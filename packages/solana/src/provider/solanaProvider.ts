import type { Network } from '@foyer/core'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { SolanaSendOptions } from '../send/sendOptions.ts'
import { missingFeature, walletFailure } from '../walletErrors.ts'
import { featureOf, walletChainFor } from '../walletStandard.ts'

/**
 * The connected Solana wallet for dapps that need it (`client.getProvider('solana')`), with SPEC §3's Solana sign
 * calls. Transactions are wire bytes (kit's `getTransactionEncoder().encode(…)`, web3.js's `serialize(…)`), the
 * connected account's signature slot empty. Errors are FoyerErrors: a no is UserRejectedError.
 */
export interface SolanaProvider {
  /** The Wallet Standard wallet itself, for a feature Foyer does not wrap. */
  readonly wallet: Wallet
  /** The connected account's address: it signs the transactions. */
  readonly address: string
  /** The chain signing requests name: the network connected on, as the wallet spells it. */
  readonly chain: IdentifierString
  /** Signs `message` (text as UTF-8, or bytes) with `pubkey`, default the connected account; the 64-byte signature. */
  signMessage(params: { message: string | Uint8Array; pubkey?: string }): Promise<Uint8Array>
  /** Signs without sending; the signed wire transaction. */
  signTransaction(transaction: Uint8Array): Promise<Uint8Array>
  /** Signs several at once (one prompt); the signed wire transactions in the same order. */
  signAllTransactions(transactions: readonly Uint8Array[]): Promise<Uint8Array[]>
  /** Signs and sends; the transaction's signature in base58. */
  signAndSendTransaction(transaction: Uint8Array, options?: SolanaSendOptions): Promise<string>
}

export interface SolanaProviderParams {
  wallet: Wallet
  /** The connected accounts, the one in use first (read at each call: the wallet may switch accounts). */
  accounts(): readonly WalletAccount[]
  network: Network
  /** Options every send carries unless the call says otherwise. */
  sendOptions?: SolanaSendOptions
  fetchFn: typeof fetch
}

export function createSolanaProvider(params: SolanaProviderParams): SolanaProvider {
  const { wallet, network, fetchFn } = params
  const chain = walletChainFor(wallet, network)

  const accountFor = (pubkey?: string): WalletAccount => {
    const accounts = params.accounts()
    const account = pubkey === undefined ? accounts[0] : accounts.find((candidate) => candidate.address === pubkey)
    if (!account) throw new TypeError(`${pubkey ?? 'An account'} is not connected`)
    return account
  }

  const signTransactions = async (transactions: readonly Uint8Array[]): Promise<Uint8Array[]> => {
    const sign = featureOf(wallet, 'solana:signTransaction')
    if (!sign) throw missingFeature('DEFAULT', 'solana:signTransaction')
    const account = accountFor()
    if (transactions.length === 0) return []
    try {
      const outputs = await sign.signTransaction(
        ...transactions.map((transaction) => ({ account, chain, transaction })),
      )
      if (outputs.length !== transactions.length) throw new Error('The wallet did not sign every transaction')
      return outputs.map((output) => output.signedTransaction)
    } catch (error) {
      throw walletFailure(error, 'DEFAULT')
    }
  }

  return {
    wallet,
    chain,
    get address() {
      return accountFor().address
    },

    async signMessage({ message, pubkey }) {
      const sign = featureOf(wallet, 'solana:signMessage')
      if (!sign) throw missingFeature('SIGN_MESSAGE_FAILED', 'solana:signMessage')
      const account = accountFor(pubkey)
      const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
      try {
        const [output] = await sign.signMessage({ account, message: bytes })
        if (!output) throw new Error('The wallet returned no signature')
        return output.signature
      } catch (error) {
        throw walletFailure(error, 'SIGN_MESSAGE_FAILED')
      }
    },

    async signTransaction(transaction) {
      const [signed] = await signTransactions([transaction])
      return signed!
    },

    signAllTransactions: signTransactions,

    async signAndSendTransaction(transaction, options) {
      const account = accountFor()
      const send = await import('../send/signAndSendWire.ts')
      // A dapp's mistake in the options is its own TypeError, thrown before the wallet is asked.
      const sendOptions = send.sendOptionsFor({ ...params.sendOptions, ...options })
      try {
        return await send.signAndSendWire({
          wallet,
          account,
          chain,
          transaction,
          network,
          options: sendOptions,
          fetchFn,
        })
      } catch (error) {
        throw walletFailure(error, 'DEFAULT')
      }
    },
  }
}
