import {
  type CallsStatus,
  FoyerError,
  isUserRejection,
  type SendCallsRequest,
  type SendCallsResult,
  toFoyerError,
  UserRejectedError,
  type WalletCalls,
} from '@foyer/core'
import type { Eip1193Provider } from './eip1193.ts'
import { getAssets } from './walletAssets.ts'

// EIP-5792 for dapps, over whatever wallet is connected (the embedded wallet, an injected one, WalletConnect):
// the calls are checked here (SPEC §5) before the wallet sees them, and a wallet without the method says so in
// the catalogue's words. Loaded with the first batch: nothing of it is in the page before Connect. Quantities are
// hex-encoded by hand: a viem import here would split its hex code out of the first chunk into a shared one.

const toQuantity = (value: bigint | number) => `0x${value.toString(16)}`

/** EIP-1193 4200 "unsupported method"; JSON-RPC -32601 "method not found". */
const UNSUPPORTED_METHOD_CODES = new Set([4200, -32601])

/** SPEC §5 wallet_sendCalls: at least one call, each `to` starting 0x, `data` (if any) starting 0x. */
export function validateCalls(calls: SendCallsRequest['calls']): void {
  if (calls.length === 0) throw new FoyerError('CALLS_REQUIRED')
  for (const call of calls) {
    if (typeof call.to !== 'string' || !call.to.startsWith('0x')) throw new FoyerError('CALL_TO_INVALID')
    if (call.data !== undefined && !call.data.startsWith('0x')) throw new FoyerError('CALL_DATA_INVALID')
  }
}

/** Reads a wallet error's code; the adapter hands its own reader (which also digs into wrapped errors). */
export type CodeOf = (error: unknown) => number | undefined
const ownCode: CodeOf = (error) => (error as { code?: unknown } | null)?.code as number | undefined

function walletFailure(method: string, error: unknown, codeOf: CodeOf): FoyerError {
  if (isUserRejection(error)) return new UserRejectedError({ cause: error })
  const code = codeOf(error)
  if (code !== undefined && UNSUPPORTED_METHOD_CODES.has(code)) {
    return new FoyerError('METHOD_NOT_SUPPORTED', `The wallet does not support ${method}`, { cause: error })
  }
  return toFoyerError(error)
}

async function ask(
  provider: Eip1193Provider,
  method: string,
  params: readonly unknown[],
  codeOf: CodeOf,
): Promise<unknown> {
  try {
    return await provider.request({ method, params })
  } catch (error) {
    throw walletFailure(method, error, codeOf)
  }
}

export async function sendCalls(
  provider: Eip1193Provider,
  request: SendCallsRequest,
  codeOf: CodeOf = ownCode,
): Promise<SendCallsResult> {
  validateCalls(request.calls)
  const answer = await ask(
    provider,
    'wallet_sendCalls',
    [
      {
        version: '2.0.0',
        chainId: toQuantity(Number(request.network.id)),
        from: request.from,
        atomicRequired: false,
        calls: request.calls.map((call) => ({
          to: call.to,
          ...(call.data !== undefined ? { data: call.data } : {}),
          ...(call.value !== undefined ? { value: toQuantity(call.value) } : {}),
        })),
        ...(request.capabilities ? { capabilities: request.capabilities } : {}),
      },
    ],
    codeOf,
  )
  // EIP-5792 1.0 answered the id alone; 2.0 answers { id, capabilities }.
  if (typeof answer === 'string' && answer.length > 0) return { id: answer }
  const { id, capabilities } = (answer ?? {}) as { id?: unknown; capabilities?: unknown }
  if (typeof id !== 'string' || id.length === 0) throw new FoyerError('SOMETHING_WENT_WRONG')
  return { id, ...(isRecord(capabilities) ? { capabilities } : {}) }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** EIP-5792 2.0 codes (1xx pending, 2xx confirmed, 4xx/5xx/6xx failed) and 1.0's PENDING / CONFIRMED. */
function statusOf(status: unknown): Pick<CallsStatus, 'status' | 'statusCode'> {
  if (status === 'PENDING') return { status: 'pending', statusCode: 100 }
  if (status === 'CONFIRMED') return { status: 'success', statusCode: 200 }
  const code = Number(status)
  if (code >= 100 && code < 200) return { status: 'pending', statusCode: code }
  if (code >= 200 && code < 300) return { status: 'success', statusCode: code }
  return { status: 'failure', statusCode: Number.isFinite(code) ? code : 400 }
}

export async function getCallsStatus(
  provider: Eip1193Provider,
  id: string,
  codeOf: CodeOf = ownCode,
): Promise<CallsStatus> {
  const answer = await ask(provider, 'wallet_getCallsStatus', [id], codeOf)
  if (!isRecord(answer)) throw new FoyerError('SOMETHING_WENT_WRONG')
  const receipts = Array.isArray(answer.receipts) ? answer.receipts.filter(isRecord) : []
  return {
    ...statusOf(answer.status),
    ...(typeof answer.atomic === 'boolean' ? { atomic: answer.atomic } : {}),
    receipts: receipts.map((receipt) => ({
      transactionHash: String(receipt.transactionHash),
      status: receipt.status === '0x1' || receipt.status === 'success' ? 'success' : 'reverted',
      ...(typeof receipt.blockNumber === 'string' ? { blockNumber: BigInt(receipt.blockNumber) } : {}),
    })),
  }
}

/** The wallet's EIP-5792 capabilities for `address`, keyed by chain id in hex (as the wallet answers). */
export async function getCapabilities(
  provider: Eip1193Provider,
  address: string,
  codeOf: CodeOf = ownCode,
): Promise<Record<string, unknown>> {
  const answer = await ask(provider, 'wallet_getCapabilities', [address], codeOf)
  return isRecord(answer) ? answer : {}
}

/** The calls over one wallet, as the adapter offers them (ChainAdapter.walletCalls), EIP-7811 assets among them. */
export function walletCalls(provider: Eip1193Provider, codeOf: CodeOf): WalletCalls {
  return {
    sendCalls: (request) => sendCalls(provider, request, codeOf),
    getCallsStatus: (id) => getCallsStatus(provider, id, codeOf),
    getCapabilities: ({ address }) => getCapabilities(provider, address, codeOf),
    getAssets: (params) => getAssets((method, asked) => ask(provider, method, asked, codeOf), params),
  }
}
