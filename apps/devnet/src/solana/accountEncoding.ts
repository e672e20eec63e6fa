import { type Address, getBase58Decoder, getBase64Decoder } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import { invalidParam } from './rpcError.ts'
import { parsedMint, parsedTokenAccount, parseMint, parseTokenAccount, programName } from './tokenAccounts.ts'

export const ACCOUNT_ENCODINGS = ['binary', 'base58', 'base64', 'base64+zstd', 'jsonParsed'] as const
export type AccountEncoding = (typeof ACCOUNT_ENCODINGS)[number]

/** Every account is rent-exempt now; validators report u64::MAX as its rent epoch. */
const RENT_EXEMPT_EPOCH = 18_446_744_073_709_551_615n
/** Agave refuses base58 for larger data. */
const MAX_BASE58_BYTES = 128

export interface StoredAccount {
  lamports: bigint
  programAddress: string
  executable: boolean
  data: Uint8Array
}

export interface DataSlice {
  offset: number
  length: number
}

export function readAccount(svm: LiteSVM, address: Address): StoredAccount | null {
  const account = svm.getAccount(address)
  if (!account.exists) return null
  return {
    lamports: account.lamports,
    programAddress: account.programAddress,
    executable: account.executable,
    data: account.data as Uint8Array,
  }
}

/** Checks an encoding before any work, so a request with a bad one changes nothing. */
export function checkEncoding(encoding: AccountEncoding, dataSlice: DataSlice | undefined): void {
  if (encoding === 'base64+zstd') {
    throw invalidParam('Invalid params: base64+zstd encoding is not supported by the Foyer devnet; use base64.')
  }
  if (encoding === 'jsonParsed' && dataSlice) {
    throw invalidParam('Invalid params: dataSlice is not supported with jsonParsed encoding.')
  }
}

/** An account in the RPC's UiAccount form; jsonParsed parses SPL token accounts and mints, else falls back to base64. */
export function renderAccount(svm: LiteSVM, account: StoredAccount, encoding: AccountEncoding, dataSlice?: DataSlice) {
  return {
    lamports: account.lamports,
    owner: account.programAddress,
    data: renderData(svm, account, encoding, dataSlice),
    executable: account.executable,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: BigInt(account.data.length),
  }
}

function renderData(svm: LiteSVM, account: StoredAccount, encoding: AccountEncoding, dataSlice?: DataSlice): unknown {
  if (encoding === 'jsonParsed') {
    const parsed = parseTokenData(svm, account)
    if (parsed) return { program: programName(account.programAddress), parsed, space: BigInt(account.data.length) }
    return [getBase64Decoder().decode(account.data), 'base64']
  }
  const data = dataSlice ? account.data.slice(dataSlice.offset, dataSlice.offset + dataSlice.length) : account.data
  if (encoding === 'base64') return [getBase64Decoder().decode(data), 'base64']
  if (data.length > MAX_BASE58_BYTES) {
    throw invalidParam(
      `Encoded binary (base 58) data should be less than ${MAX_BASE58_BYTES} bytes, please use Base64 encoding.`,
    )
  }
  const base58 = getBase58Decoder().decode(data)
  return encoding === 'binary' ? base58 : [base58, 'base58']
}

function parseTokenData(svm: LiteSVM, account: StoredAccount) {
  const token = parseTokenAccount(account.programAddress, account.data)
  if (token) {
    const mint = readAccount(svm, token.mint)
    const decimals = mint ? parseMint(mint.programAddress, mint.data)?.decimals : undefined
    return decimals === undefined ? undefined : parsedTokenAccount(token, decimals)
  }
  const mint = parseMint(account.programAddress, account.data)
  return mint ? parsedMint(mint) : undefined
}

export function dataSliceOf(config: Record<string, unknown>): DataSlice | undefined {
  const slice = config.dataSlice as Partial<DataSlice> | undefined
  if (slice === undefined || slice === null) return undefined
  if (
    typeof slice !== 'object' ||
    !Number.isSafeInteger(slice.offset) ||
    !Number.isSafeInteger(slice.length) ||
    slice.offset! < 0 ||
    slice.length! < 0
  ) {
    throw invalidParam('Invalid params: dataSlice needs a non-negative offset and length.')
  }
  return { offset: slice.offset!, length: slice.length! }
}
