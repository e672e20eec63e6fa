import { type Address, getBase58Decoder, getBase64Decoder } from '@solana/kit'
import type { LiteSVM, TransactionMetadata } from 'litesvm'
import { parseMint, parseTokenAccount, type UiTokenAmount, uiTokenAmount } from './tokenAccounts.ts'
import type { TransactionErrorJson } from './transactionError.ts'
import type { DecodedTransaction } from './wireTransaction.ts'

export interface TokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

export interface CompiledInnerInstruction {
  programIdIndex: number
  accounts: number[]
  data: string
  stackHeight: number
}

export interface InnerInstructions {
  index: number
  instructions: CompiledInnerInstruction[]
}

export interface ReturnData {
  programId: string
  data: [string, 'base64']
}

/** What the ledger keeps of a landed transaction: enough for getSignatureStatuses and getTransaction. */
export interface TransactionRecord {
  decoded: DecodedTransaction
  signature: string
  slot: bigint
  /** Unix seconds. */
  blockTime: number
  err: TransactionErrorJson | null
  fee: bigint
  logs: string[]
  computeUnitsConsumed: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  innerInstructions: InnerInstructions[]
  returnData: ReturnData | null
}

/** Balances of the message's static accounts (accounts loaded from lookup tables are not listed). */
export function balancesOf(svm: LiteSVM, accounts: readonly Address[]): bigint[] {
  return accounts.map((account) => svm.getBalance(account) ?? 0n)
}

export function tokenBalancesOf(svm: LiteSVM, accounts: readonly Address[]): TokenBalance[] {
  const balances: TokenBalance[] = []
  accounts.forEach((account, accountIndex) => {
    const stored = svm.getAccount(account)
    if (!stored.exists) return
    const token = parseTokenAccount(stored.programAddress, stored.data as Uint8Array)
    if (!token) return
    const mint = svm.getAccount(token.mint)
    const decimals = mint.exists ? (parseMint(mint.programAddress, mint.data as Uint8Array)?.decimals ?? 0) : 0
    balances.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: stored.programAddress,
      uiTokenAmount: uiTokenAmount(token.amount, decimals),
    })
  })
  return balances
}

export function innerInstructionsOf(meta: TransactionMetadata): InnerInstructions[] {
  const base58 = getBase58Decoder()
  return meta
    .innerInstructions()
    .map((list, index) => ({
      index,
      instructions: list.map((inner) => {
        const instruction = inner.instruction()
        return {
          programIdIndex: instruction.programIdIndex(),
          accounts: [...instruction.accounts()],
          data: base58.decode(instruction.data()),
          stackHeight: inner.stackHeight(),
        }
      }),
    }))
    .filter(({ instructions }) => instructions.length > 0)
}

export function returnDataOf(meta: TransactionMetadata): ReturnData | null {
  const returned = meta.returnData()
  const data = returned.data()
  if (data.length === 0) return null
  return {
    programId: getBase58Decoder().decode(returned.programId()),
    data: [getBase64Decoder().decode(data), 'base64'],
  }
}

/** The `meta` of getTransaction, in the JSON a validator writes. */
export function transactionMetaJson(record: TransactionRecord) {
  return {
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    fee: Number(record.fee),
    preBalances: record.preBalances.map(Number),
    postBalances: record.postBalances.map(Number),
    innerInstructions: record.innerInstructions,
    logMessages: record.logs,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
    rewards: [],
    loadedAddresses: { writable: [], readonly: [] },
    returnData: record.returnData ?? undefined,
    computeUnitsConsumed: Number(record.computeUnitsConsumed),
  }
}

/** The `transaction` of getTransaction in `json` encoding: the message with base58 instruction data. */
export function transactionJson({ transaction, message }: DecodedTransaction) {
  const base58 = getBase58Decoder()
  return {
    signatures: message.staticAccounts
      .slice(0, message.header.numSignerAccounts)
      .map((signer) => base58.decode(transaction.signatures[signer] ?? new Uint8Array(64))),
    message: {
      accountKeys: message.staticAccounts,
      header: {
        numRequiredSignatures: message.header.numSignerAccounts,
        numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
        numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
      },
      instructions: message.instructions.map((instruction) => ({
        programIdIndex: instruction.programAddressIndex,
        accounts: instruction.accountIndices ?? [],
        data: base58.decode(instruction.data ?? new Uint8Array()),
        stackHeight: null,
      })),
      recentBlockhash: message.lifetimeToken,
      ...(message.version === 0
        ? {
            addressTableLookups: (message.addressTableLookups ?? []).map((lookup) => ({
              accountKey: lookup.lookupTableAddress,
              writableIndexes: lookup.writableIndexes,
              readonlyIndexes: lookup.readonlyIndexes,
            })),
          }
        : {}),
    },
  }
}
