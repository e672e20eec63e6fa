import { decodeBase58, encodeBase58 } from '../base58.ts'

// WalletConnect's Solana JSON-RPC methods as its Solana RPC reference defines them: messages in base58, wire
// transactions in base64, signatures in base58. Pure: what to send, and a checked reading of what came back.

export const SOLANA_SIGN_MESSAGE = 'solana_signMessage'
export const SOLANA_SIGN_TRANSACTION = 'solana_signTransaction'
export const SOLANA_SIGN_ALL_TRANSACTIONS = 'solana_signAllTransactions'
export const SOLANA_SIGN_AND_SEND_TRANSACTION = 'solana_signAndSendTransaction'

const SIGNATURE_BYTES = 64

/** A wallet's answer that is not what the method promises; the detail says what was wrong. */
export class UnexpectedAnswerError extends Error {
  override readonly name = 'UnexpectedAnswerError'
}

/** Base64 of wire bytes (a transaction is at most 1232 bytes: one spread of them is safe). */
export const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))

/** The bytes of a base64 text, or undefined when it is not base64. */
export function fromBase64(text: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(text), (character) => character.charCodeAt(0))
  } catch {
    return undefined
  }
}

/** `solana_signMessage`: the message's bytes in base58, and the key that is to sign them. */
export const signMessageParams = (message: Uint8Array, pubkey: string) => ({ message: encodeBase58(message), pubkey })

/** `solana_signTransaction`: the wire transaction, the signer's slot empty. */
export const signTransactionParams = (transaction: Uint8Array) => ({ transaction: toBase64(transaction) })

/** `solana_signAllTransactions`: the wire transactions, one prompt for all. */
export const signAllTransactionsParams = (transactions: readonly Uint8Array[]) => ({
  transactions: transactions.map(toBase64),
})

/** What a send may ask of the wallet's node (SPEC §3 options), as `sendOptions` names them. */
export interface WalletConnectSendOptions {
  skipPreflight?: boolean
  preflightCommitment?: string
  maxRetries?: number
  minContextSlot?: number
}

/** `solana_signAndSendTransaction`: the wire transaction and the options the wallet's node sends it with. */
export function signAndSendTransactionParams(transaction: Uint8Array, options: WalletConnectSendOptions = {}) {
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = options
  const sendOptions = {
    ...(skipPreflight === undefined ? {} : { skipPreflight }),
    ...(preflightCommitment === undefined ? {} : { preflightCommitment }),
    ...(maxRetries === undefined ? {} : { maxRetries }),
    ...(minContextSlot === undefined ? {} : { minContextSlot }),
  }
  return { transaction: toBase64(transaction), ...(Object.keys(sendOptions).length > 0 ? { sendOptions } : {}) }
}

const field = (result: unknown, name: string): unknown =>
  typeof result === 'object' && result !== null ? (result as Record<string, unknown>)[name] : undefined

/** A base58 ed25519 signature as its 64 bytes. */
function signatureBytes(value: unknown): Uint8Array {
  const bytes = typeof value === 'string' ? decodeBase58(value) : undefined
  if (bytes?.length !== SIGNATURE_BYTES) throw new UnexpectedAnswerError('The wallet sent no valid signature')
  return bytes
}

/** `{ signature }` (solana_signMessage, solana_signAndSendTransaction): the signature's 64 bytes. */
export const readSignature = (result: unknown): Uint8Array => signatureBytes(field(result, 'signature'))

/**
 * `solana_signTransaction`'s answer: the signed wire transaction when the wallet sent it (`transaction`), else
 * its signature alone (`signature`), for the caller to put in the signer's slot.
 */
export function readSignedTransaction(result: unknown): { transaction: Uint8Array } | { signature: Uint8Array } {
  const transaction = field(result, 'transaction')
  if (typeof transaction === 'string') {
    const bytes = fromBase64(transaction)
    if (!bytes || bytes.length === 0)
      throw new UnexpectedAnswerError('The wallet sent a transaction that is not base64')
    return { transaction: bytes }
  }
  return { signature: signatureBytes(field(result, 'signature')) }
}

/** `solana_signAllTransactions`' answer `{ transactions }`: as many signed wire transactions as were sent. */
export function readSignedTransactions(result: unknown, count: number): Uint8Array[] {
  const transactions = field(result, 'transactions')
  if (!Array.isArray(transactions) || transactions.length !== count) {
    throw new UnexpectedAnswerError(`The wallet did not send back ${count} signed transactions`)
  }
  return transactions.map((transaction) => {
    const bytes = typeof transaction === 'string' ? fromBase64(transaction) : undefined
    if (!bytes || bytes.length === 0)
      throw new UnexpectedAnswerError('The wallet sent a transaction that is not base64')
    return bytes
  })
}
