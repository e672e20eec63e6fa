import { type Address, getBase58Decoder, getBase58Encoder, getBase64Decoder } from '@solana/kit'
import { ACCOUNT_ENCODINGS, checkEncoding, readAccount, renderAccount } from '../accountEncoding.ts'
import type { SolanaLedger } from '../ledger.ts'
import {
  arrayAt,
  configAt,
  limitList,
  minContextSlotOf,
  optionalBoolean,
  optionalEnum,
  type Params,
  pubkey,
  requireArity,
  stringAt,
} from '../params.ts'
import { invalidParam, unsupportedTransactionVersion } from '../rpcError.ts'
import { type TransactionRecord, transactionJson, transactionMetaJson } from '../transactionRecord.ts'
import { decodeTransactionData, decodeWireTransaction } from '../wireTransaction.ts'
import { checkMinContextSlot, contextual, type Handler } from './context.ts'

const TRANSACTION_ENCODINGS = ['base58', 'base64'] as const
/** Agave's MAX_GET_SIGNATURE_STATUSES_QUERY_ITEMS. */
const MAX_SIGNATURE_STATUSES = 256

function decodeSent(params: Params, config: Record<string, unknown>) {
  const encoding = optionalEnum(config, 'encoding', TRANSACTION_ENCODINGS) ?? 'base58'
  return decodeWireTransaction(decodeTransactionData(stringAt(params, 0), encoding))
}

/** A base58 signature of 64 bytes; anything else is Agave's "Invalid param: Invalid". */
function signatureAt(value: unknown): string {
  if (typeof value !== 'string') throw invalidParam('Invalid params: invalid type: expected a string.')
  let length = 0
  try {
    length = getBase58Encoder().encode(value).length
  } catch {
    // not base58: the length check below refuses it
  }
  if (length !== 64) throw invalidParam('Invalid param: Invalid')
  return value
}

function statusOf(record: TransactionRecord) {
  return {
    slot: record.slot,
    confirmations: null,
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    confirmationStatus: 'finalized',
  }
}

export const transactionMethods: Record<string, Handler> = {
  sendTransaction: async (params, ledger) => {
    requireArity(params, 1, 2)
    const config = configAt(params, 1)
    optionalEnum(config, 'preflightCommitment', ['processed', 'confirmed', 'finalized'])
    const decoded = decodeSent(params, config)
    // maxRetries has nothing to do here: a transaction reaches this node's only leader at once, or never.
    return ledger.submit(decoded, {
      skipPreflight: optionalBoolean(config, 'skipPreflight') ?? false,
      minContextSlot: minContextSlotOf(config),
    })
  },
  simulateTransaction: (params, ledger) => {
    requireArity(params, 1, 2)
    const config = configAt(params, 1)
    checkMinContextSlot(ledger, config)
    const sigVerify = optionalBoolean(config, 'sigVerify') ?? false
    const replaceRecentBlockhash = optionalBoolean(config, 'replaceRecentBlockhash') ?? false
    if (sigVerify && replaceRecentBlockhash) {
      throw invalidParam('Invalid params: sigVerify may not be used with replaceRecentBlockhash.')
    }
    const accountsConfig = config.accounts as { addresses?: unknown; encoding?: unknown } | undefined
    const accountEncoding = accountsConfig
      ? (optionalEnum(accountsConfig as Record<string, unknown>, 'encoding', ACCOUNT_ENCODINGS) ?? 'base64')
      : undefined
    if (accountEncoding === 'binary' || accountEncoding === 'base58') {
      throw invalidParam('Invalid params: base58 encoding not supported.')
    }
    if (accountEncoding) checkEncoding(accountEncoding, undefined)
    const addresses = accountsConfig ? arrayAt([accountsConfig.addresses], 0).map(pubkey) : []
    const decoded = decodeSent(params, config)
    const outcome = ledger.simulate(decoded, { sigVerify, replaceRecentBlockhash })
    const accounts = accountEncoding
      ? addresses.map((address) => simulatedAccount(ledger, outcome.postAccounts, address, accountEncoding))
      : null
    const latest = ledger.latestBlockhash()
    return contextual(ledger, {
      err: outcome.err?.json ?? null,
      logs: outcome.logs,
      accounts,
      unitsConsumed: outcome.unitsConsumed,
      returnData: outcome.returnData,
      innerInstructions: optionalBoolean(config, 'innerInstructions') ? outcome.innerInstructions : null,
      replacementBlockhash: replaceRecentBlockhash
        ? { blockhash: latest.blockhash, lastValidBlockHeight: latest.lastValidBlockHeight }
        : null,
      loadedAccountsDataSize: 0,
      fee: outcome.fee,
    })
  },
  getSignatureStatuses: (params, ledger) => {
    requireArity(params, 1, 2)
    const signatures = arrayAt(params, 0).map(signatureAt)
    limitList(signatures, MAX_SIGNATURE_STATUSES)
    configAt(params, 1)
    return contextual(
      ledger,
      signatures.map((signature) => {
        const record = ledger.record(signature)
        return record ? statusOf(record) : null
      }),
    )
  },
  getTransaction: (params, ledger) => {
    requireArity(params, 1, 2)
    const signature = signatureAt(params[0])
    const config = typeof params[1] === 'string' ? { encoding: params[1] } : configAt(params, 1)
    const encoding = optionalEnum(config, 'encoding', ['json', 'jsonParsed', 'base58', 'base64'] as const) ?? 'json'
    if (config.commitment === 'processed') {
      throw invalidParam('Method does not support commitment below `confirmed`')
    }
    const record = ledger.record(signature)
    if (!record) return null
    const { decoded } = record
    const version = decoded.message.version
    const maxVersion = config.maxSupportedTransactionVersion
    if (version === 0 && (typeof maxVersion !== 'number' || maxVersion < 0)) throw unsupportedTransactionVersion(0)
    const transaction =
      encoding === 'base64'
        ? [getBase64Decoder().decode(decoded.wire), 'base64']
        : encoding === 'base58'
          ? [getBase58Decoder().decode(decoded.wire), 'base58']
          : encoding === 'jsonParsed'
            ? parsedTransactionJson(record)
            : transactionJson(decoded)
    return {
      slot: record.slot,
      blockTime: record.blockTime,
      meta: transactionMetaJson(record),
      transaction,
      ...(maxVersion === undefined ? {} : { version }),
    }
  },
}

function simulatedAccount(
  ledger: SolanaLedger,
  postAccounts: ReturnType<SolanaLedger['simulate']>['postAccounts'],
  address: Address,
  encoding: Parameters<typeof renderAccount>[2],
) {
  const after = postAccounts.find((account) => account.address === address)
  const account = after
    ? {
        lamports: after.lamports,
        programAddress: after.programAddress,
        executable: after.executable,
        data: after.data as Uint8Array,
      }
    : readAccount(ledger.svm, address)
  return account && (account.lamports > 0n || account.data.length > 0)
    ? renderAccount(ledger.svm, account, encoding)
    : null
}

/**
 * jsonParsed: account keys with their roles, and every instruction in the "partially decoded" form (program id,
 * account addresses, base58 data). Validators parse known programs further; this node does not.
 */
function parsedTransactionJson(record: TransactionRecord) {
  const plain = transactionJson(record.decoded)
  const { header, staticAccounts } = record.decoded.message
  const isWritable = (index: number) =>
    index < header.numSignerAccounts
      ? index < header.numSignerAccounts - header.numReadonlySignerAccounts
      : index < staticAccounts.length - header.numReadonlyNonSignerAccounts
  return {
    signatures: plain.signatures,
    message: {
      accountKeys: staticAccounts.map((key, index) => ({
        pubkey: key,
        signer: index < header.numSignerAccounts,
        writable: isWritable(index),
        source: 'transaction',
      })),
      instructions: plain.message.instructions.map((instruction) => ({
        programId: staticAccounts[instruction.programIdIndex],
        accounts: instruction.accounts.map((index) => staticAccounts[index]),
        data: instruction.data,
        stackHeight: null,
      })),
      recentBlockhash: plain.message.recentBlockhash,
      ...('addressTableLookups' in plain.message ? { addressTableLookups: plain.message.addressTableLookups } : {}),
    },
  }
}
