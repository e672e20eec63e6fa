import type { FoyerError } from '@foyer/core'
import { type TransactionCheckOptions, type TransactionParams, transactionProblem } from './transactionChecks.ts'

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
export function checkWalletRequest(
  args: { method: string; params?: unknown },
  options: TransactionCheckOptions | undefined,
): void {
  for (const transaction of transactionsOf(args.method, args.params)) {
    const problem = transactionProblem(transaction, options)
    if (problem) throw new TransactionCheckRpcError(problem)
  }
}
