// The Solana account of the embedded wallet, answering WalletConnect's solana namespace shapes
// (embedded-contract §4). Transactions are parsed with the Solana Foundation's kit codecs only far enough to
// find this wallet's signature slot; the bytes signed are exactly the message bytes the dapp sent.
import { ed25519 } from '@noble/curves/ed25519'
import {
  type Address,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit'
import { ACTION_NOT_ALLOWED, FrameRequestError } from '../custody/custodyErrors.ts'
import type { WalletKeys } from '../custody/walletKeys.ts'
import type { JsonRpc } from './jsonRpc.ts'

/** Agave's PACKET_DATA_SIZE: no landable transaction is longer. */
const MAX_TRANSACTION_BYTES = 1232

function decodeText(encoded: unknown, encoder: { encode(text: string): ArrayLike<number> }, what: string): Uint8Array {
  if (typeof encoded !== 'string' || encoded.length === 0) throw new FrameRequestError(`Invalid ${what}`)
  try {
    return Uint8Array.from(encoder.encode(encoded))
  } catch {
    throw new FrameRequestError(`Invalid ${what}`)
  }
}

/** The wire transaction, its message checked to be a legacy or v0 message with this wallet as a required signer. */
export function readTransaction(base64: unknown, own: string): Transaction {
  const bytes = decodeText(base64, getBase64Encoder(), 'transaction: expected base64')
  if (bytes.length > MAX_TRANSACTION_BYTES) throw new FrameRequestError('Invalid transaction: too large')
  let transaction: Transaction
  try {
    transaction = getTransactionDecoder().decode(bytes)
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    if (message.version !== 'legacy' && message.version !== 0) throw new Error('unsupported version')
  } catch {
    throw new FrameRequestError('Invalid transaction: not a Solana transaction')
  }
  // The signature map's keys are the message's required signers, in order: our slot must be one of them.
  if (!Object.hasOwn(transaction.signatures, own)) throw new FrameRequestError(ACTION_NOT_ALLOWED)
  return transaction
}

/**
 * A "message" that parses as a transaction message naming this wallet as a signer would, once signed, be a valid
 * transaction signature: the approval screen would have shown it as text. Refused, as Phantom does.
 */
function looksLikeOwnTransaction(bytes: Uint8Array, own: string): boolean {
  try {
    const message = getCompiledTransactionMessageDecoder().decode(bytes)
    return message.staticAccounts.slice(0, message.header.numSignerAccounts).includes(own as Address)
  } catch {
    return false
  }
}

export function createSolanaSigner(keys: WalletKeys['solana']) {
  const own = keys.address

  function sign(transaction: Transaction): { wire: Uint8Array; signature: string } {
    const signature = ed25519.sign(Uint8Array.from(transaction.messageBytes), keys.secretKey) as SignatureBytes
    const signed: Transaction = {
      ...transaction,
      signatures: { ...transaction.signatures, [own]: signature },
    }
    return {
      wire: Uint8Array.from(getTransactionEncoder().encode(signed)),
      signature: getBase58Decoder().decode(signature),
    }
  }

  return {
    address: own,

    async signMessage(params: { message: string; pubkey: string }): Promise<{ signature: string }> {
      if (params?.pubkey !== own) throw new FrameRequestError(ACTION_NOT_ALLOWED)
      const message = decodeText(params.message, getBase58Encoder(), 'message: expected base58')
      if (looksLikeOwnTransaction(message, own)) throw new FrameRequestError(ACTION_NOT_ALLOWED)
      return { signature: getBase58Decoder().decode(ed25519.sign(message, keys.secretKey)) }
    },

    /** Answers the signed wire transaction, and this wallet's signature as WalletConnect wallets also do. */
    async signTransaction(params: { transaction: string }): Promise<{ transaction: string; signature: string }> {
      const { wire, signature } = sign(readTransaction(params?.transaction, own))
      return { transaction: getBase64Decoder().decode(wire), signature }
    },

    /** solana_signAllTransactions (in SPEC §6's approval list): all or none, so a dapp never gets half a batch. */
    async signAllTransactions(params: { transactions: string[] }): Promise<{ transactions: string[] }> {
      const list = params?.transactions
      if (!Array.isArray(list) || list.length === 0)
        throw new FrameRequestError('Invalid transactions: expected base64 list')
      const read = list.map((transaction) => readTransaction(transaction, own))
      return { transactions: read.map((transaction) => getBase64Decoder().decode(sign(transaction).wire)) }
    },

    async signAndSendTransaction(params: { transaction: string }, rpc: JsonRpc): Promise<{ signature: string }> {
      const { wire } = sign(readTransaction(params?.transaction, own))
      const sent = await rpc.request('sendTransaction', [
        getBase64Decoder().decode(wire),
        { encoding: 'base64', preflightCommitment: 'confirmed' },
      ])
      if (typeof sent !== 'string') throw new Error(`sendTransaction answered ${String(sent)}`)
      return { signature: sent }
    },
  }
}

export type SolanaSigner = ReturnType<typeof createSolanaSigner>
