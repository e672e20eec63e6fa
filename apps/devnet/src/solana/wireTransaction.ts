import {
  type CompiledTransactionMessage,
  type CompiledTransactionMessageWithLifetime,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  type SignatureBytes,
  type Transaction,
  verifySignature,
} from '@solana/kit'
import { invalidParam } from './rpcError.ts'

/** Legacy and v0 messages: what validators accept today (v1 is not enabled on any cluster). */
export type LandableMessage = Extract<CompiledTransactionMessage, { version: 'legacy' | 0 }> &
  CompiledTransactionMessageWithLifetime

export interface DecodedTransaction {
  /** The bytes as sent. */
  wire: Uint8Array
  transaction: Transaction
  message: LandableMessage
  /** Base58 of the first signature: the transaction's id. */
  signature: string
}

/** Agave's PACKET_DATA_SIZE, and the longest base58 and base64 texts that can hold it. */
const MAX_TRANSACTION_BYTES = 1232
const MAX_ENCODED = { base58: 1683, base64: 1644 } as const

const TYPE_NAME = 'solana_transaction::versioned::VersionedTransaction'

/** Decodes `sendTransaction` / `simulateTransaction` data with the errors validators give. */
export function decodeTransactionData(data: string, encoding: 'base58' | 'base64'): Uint8Array {
  if (data.length > MAX_ENCODED[encoding]) {
    throw invalidParam(
      `${encoding} encoded ${TYPE_NAME} too large: ${data.length} bytes (max: encoded/raw ${MAX_ENCODED[encoding]}/${MAX_TRANSACTION_BYTES})`,
    )
  }
  let bytes: Uint8Array
  try {
    if (encoding === 'base64' && !/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw new Error('Invalid symbol')
    bytes = (encoding === 'base58' ? getBase58Encoder() : getBase64Encoder()).encode(data) as Uint8Array
  } catch (error) {
    throw invalidParam(`invalid ${encoding} encoding: ${(error as Error).message}`)
  }
  if (bytes.length > MAX_TRANSACTION_BYTES) {
    throw invalidParam(`decoded ${TYPE_NAME} too large: ${bytes.length} bytes (max: ${MAX_TRANSACTION_BYTES} bytes)`)
  }
  return bytes
}

/** Parses the wire format; a malformed or unsanitary transaction is a -32602 as on a validator. */
export function decodeWireTransaction(wire: Uint8Array): DecodedTransaction {
  let transaction: Transaction
  let message: CompiledTransactionMessage & CompiledTransactionMessageWithLifetime
  try {
    transaction = getTransactionDecoder().decode(wire)
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  } catch (error) {
    throw invalidParam(`failed to deserialize ${TYPE_NAME}: ${(error as Error).message}`)
  }
  if (message.version !== 'legacy' && message.version !== 0) {
    throw invalidParam('invalid transaction: Transaction version is unsupported')
  }
  const signers = Object.keys(transaction.signatures)
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } = message.header
  const sane =
    numSignerAccounts > 0 &&
    signers.length === numSignerAccounts &&
    numReadonlySignerAccounts < numSignerAccounts &&
    numSignerAccounts + numReadonlyNonSignerAccounts <= message.staticAccounts.length &&
    message.instructions.every(
      (instruction) =>
        instruction.programAddressIndex > 0 &&
        instruction.programAddressIndex < message.staticAccounts.length + lookupCount(message) &&
        (instruction.accountIndices ?? []).every(
          (index) => index < message.staticAccounts.length + lookupCount(message),
        ),
    )
  if (!sane) throw invalidParam('invalid transaction: Transaction failed to sanitize accounts offsets correctly')
  const first = transaction.signatures[message.staticAccounts[0]!]
  return {
    wire,
    transaction,
    message: message as LandableMessage,
    signature: getBase58Decoder().decode(first ?? new Uint8Array(64)),
  }
}

function lookupCount(message: CompiledTransactionMessage): number {
  if (message.version !== 0) return 0
  return (message.addressTableLookups ?? []).reduce(
    (sum, lookup) => sum + lookup.readonlyIndexes.length + lookup.writableIndexes.length,
    0,
  )
}

/** Ed25519 over the message bytes for every required signer; a missing signature fails. */
export async function hasValidSignatures({ transaction, message }: DecodedTransaction): Promise<boolean> {
  const signers = message.staticAccounts.slice(0, message.header.numSignerAccounts)
  for (const signer of signers) {
    const signature = transaction.signatures[signer]
    if (!signature) return false
    const key = await getPublicKeyFromAddress(signer)
    if (!(await verifySignature(key, signature as SignatureBytes, transaction.messageBytes))) return false
  }
  return true
}
