import { ERROR_MESSAGES, FoyerError } from '@foyer/core'
import { formatGwei, hexToBigInt, isAddress, isHex, size } from 'viem'

/**
 * The most a transaction may offer per gas unless the dapp sets its own cap: 10,000 gwei, a bound no honest
 * transaction reaches, far below viem's maxUint256 (decision 0007 says why).
 */
export const DEFAULT_MAX_FEE_PER_GAS_CAP = 10_000_000_000_000n

/** An `eth_sendTransaction` parameter as dapps send it: hex quantities, unchecked. */
export interface TransactionParams {
  chainId?: unknown
  to?: unknown
  gasPrice?: unknown
  maxFeePerGas?: unknown
  maxPriorityFeePerGas?: unknown
  accessList?: unknown
}

export interface TransactionCheckOptions {
  /** The network's chain id, which the wallet signs for when the transaction names none. */
  chainId?: number
  /** The highest max fee per gas (and legacy gas price) in wei; DEFAULT_MAX_FEE_PER_GAS_CAP when absent. */
  maxFeePerGasCap?: bigint
}

const absent = (value: unknown) => value === undefined || value === null

/** A JSON-RPC quantity (strict hex) or a safe non-negative integer, as some libraries still send numbers. */
function quantity(value: unknown): bigint | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined
  if (typeof value === 'string' && value.length > 2 && isHex(value, { strict: true })) return hexToBigInt(value)
  return undefined
}

const isChainId = (value: unknown) => {
  const id = quantity(value)
  return id !== undefined && id > 0n
}

/** An access list whose every storage key is 0x and 64 hex digits, as viem's serializer demands. */
function storageKeysAre32Bytes(accessList: unknown): boolean {
  if (!Array.isArray(accessList)) return false
  return accessList.every((entry: unknown) => {
    const keys = (entry as { storageKeys?: unknown } | null)?.storageKeys
    if (absent(keys)) return true
    return (
      Array.isArray(keys) &&
      keys.every(
        (key: unknown) =>
          typeof key === 'string' && key.length === 66 && isHex(key, { strict: true }) && size(key) === 32,
      )
    )
  })
}

/**
 * SPEC §5 transaction serialization, checked before a wallet is asked: the first rule the transaction breaks,
 * or undefined. An absent `to` is a contract deployment; absent fees are the wallet's to fill.
 */
export function transactionProblem(
  transaction: TransactionParams,
  options: TransactionCheckOptions = {},
): FoyerError | undefined {
  const chainId = absent(transaction.chainId) ? options.chainId : transaction.chainId
  if (chainId !== undefined && !isChainId(chainId)) return new FoyerError('INVALID_CHAIN_ID')
  if (!absent(transaction.to) && !(typeof transaction.to === 'string' && isAddress(transaction.to)))
    return new FoyerError('INVALID_TO_ADDRESS')

  const fees = [transaction.gasPrice, transaction.maxFeePerGas, transaction.maxPriorityFeePerGas].map((fee) =>
    absent(fee) ? null : quantity(fee),
  )
  if (fees.includes(undefined)) return new FoyerError('INVALID_FEE_PER_GAS')
  const [gasPrice = null, maxFee = null, priorityFee = null] = fees as (bigint | null)[]

  const cap = options.maxFeePerGasCap ?? DEFAULT_MAX_FEE_PER_GAS_CAP
  // Without a max fee the wallet fills one of at least the priority fee, so a tip above the cap is one too.
  const highest = [gasPrice, maxFee ?? priorityFee].filter((fee): fee is bigint => fee !== null)
  if (highest.some((fee) => fee > cap))
    return new FoyerError('MAX_FEE_ABOVE_CAP', ERROR_MESSAGES.MAX_FEE_ABOVE_CAP.replace('{cap}', formatGwei(cap)))
  if (maxFee !== null && priorityFee !== null && priorityFee > maxFee)
    return new FoyerError('PRIORITY_FEE_ABOVE_MAX_FEE')

  if (!absent(transaction.accessList) && !storageKeysAre32Bytes(transaction.accessList))
    return new FoyerError('INVALID_STORAGE_KEY')
  return undefined
}

/** Throws the FoyerError of the first SPEC §5 rule the transaction breaks. */
export function assertTransaction(transaction: TransactionParams, options?: TransactionCheckOptions): void {
  const problem = transactionProblem(transaction, options)
  if (problem) throw problem
}

/** EIP-1474 "Invalid params": what a dapp's library (viem's InvalidParamsRpcError, ethers) reads as its own. */
export const INVALID_PARAMS_CODE = -32602

/** A FoyerError in the EIP-1193 shape a dapp reads: the numeric code, the catalogue text, Foyer's code in data. */
export class TransactionCheckRpcError extends Error {
  override readonly name = 'TransactionCheckRpcError'
  readonly code = INVALID_PARAMS_CODE
  readonly data: { foyerCode: FoyerError['code'] }
  constructor(error: FoyerError) {
    super(error.message, { cause: error })
    this.data = { foyerCode: error.code }
  }
}

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined

/** The transactions a wallet request would have the wallet sign; none for anything else. */
function transactionsOf(method: string, params: unknown): TransactionParams[] {
  const first = asObject(Array.isArray(params) ? params[0] : undefined)
  if (!first) return []
  if (method === 'eth_sendTransaction' || method === 'eth_signTransaction') return [first]
  if (method !== 'wallet_sendCalls' || !Array.isArray(first.calls)) return []
  // EIP-5792 calls carry no fees: the batch's chain id and each call's `to` are what can be checked.
  return first.calls.map((call: unknown) => ({ chainId: first.chainId, to: asObject(call)?.to }))
}

/**
 * SPEC §5 for what a dapp asks through Foyer's provider: throws TransactionCheckRpcError (-32602) for the first
 * broken rule, so the request never reaches the wallet. Shapes it cannot read are left for the wallet to refuse.
 */
export function checkWalletRequest(args: { method: string; params?: unknown }, maxFeePerGasCap?: bigint): void {
  // A transaction without a chain id is for the chain the wallet is on, which it fills in itself.
  const options: TransactionCheckOptions = { maxFeePerGasCap }
  for (const transaction of transactionsOf(args.method, args.params)) {
    const problem = transactionProblem(transaction, options)
    if (problem) throw new TransactionCheckRpcError(problem)
  }
}
