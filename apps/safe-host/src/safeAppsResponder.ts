import {
  type ChainInfo,
  getSDKVersion,
  MessageFormatter,
  Methods,
  RPC_CALLS,
  type RPCPayload,
  type SendTransactionsParams,
  type SignMessageParams,
} from '@safe-global/safe-apps-sdk'
import type { Hex } from 'viem'
import type { LocalSafe, TypedData } from './localSafe.ts'

/** A Safe Apps SDK request as the app posts it (MessageFormatter.makeRequest). */
export interface SafeAppsRequest {
  id: string
  method: string
  params?: unknown
  env?: { sdkVersion?: string }
}

export type SafeAppsResponse = ReturnType<
  typeof MessageFormatter.makeResponse | typeof MessageFormatter.makeErrorResponse
>

export interface ResponderOptions {
  /** The Safe's node, for the reads the app asks through rpcCall. */
  rpc(method: string, params: unknown[]): Promise<unknown>
  /** The host page's origin, which getEnvironmentInfo reports. */
  origin: string
  chainName: string
}

export const isSafeAppsRequest = (value: unknown): value is SafeAppsRequest =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SafeAppsRequest).id === 'string' &&
  typeof (value as SafeAppsRequest).method === 'string'

// The reads a Safe App may ask of the Safe's node; safe_setSettings changes nothing here.
const FORWARDED_READS = new Set<string>(Object.values(RPC_CALLS).filter((call) => call !== RPC_CALLS.safe_setSettings))

/**
 * The Safe side of the Safe Apps SDK's messages, as the Safe's web app answers them: every answer in the SDK's own
 * format (MessageFormatter), for the methods a dapp's provider uses. Other methods answer an error naming them.
 */
export function createSafeAppsResponder(safe: LocalSafe, options: ResponderOptions) {
  const version = getSDKVersion()
  const info = safe.info()
  const handlers: Partial<Record<string, (params: unknown) => Promise<unknown>>> = {
    [Methods.getSafeInfo]: async () => info,
    [Methods.getChainInfo]: async (): Promise<ChainInfo> => ({
      chainName: options.chainName,
      chainId: String(info.chainId),
      shortName: 'devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
      blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
    }),
    [Methods.rpcCall]: async (params) => {
      const { call, params: callParams } = params as RPCPayload
      if (!FORWARDED_READS.has(call)) throw new Error(`rpcCall ${String(call)} is not allowed`)
      return options.rpc(call, callParams)
    },
    [Methods.sendTransactions]: async (params) => {
      const { txs, params: txParams } = params as SendTransactionsParams
      if (!Array.isArray(txs) || txs.length === 0) throw new Error('sendTransactions needs at least one transaction')
      return { safeTxHash: await safe.propose(txs, txParams?.safeTxGas) }
    },
    [Methods.signMessage]: async (params) => ({
      signature: await safe.signMessage((params as SignMessageParams).message),
    }),
    [Methods.signTypedMessage]: async (params) => ({
      signature: await safe.signTypedMessage((params as { typedData: TypedData }).typedData),
    }),
    [Methods.getTxBySafeTxHash]: async (params) => {
      const { safeTxHash } = params as { safeTxHash: Hex }
      const queued = safe.queue().find((entry) => entry.safeTxHash === safeTxHash)
      if (!queued) throw new Error(`No transaction ${safeTxHash} in this Safe's queue`)
      // The fields the Safe's provider reads of the gateway's TransactionDetails.
      return {
        safeAddress: info.safeAddress,
        txId: `multisig_${info.safeAddress}_${safeTxHash}`,
        txStatus: queued.executedIn ? 'SUCCESS' : 'AWAITING_EXECUTION',
        txHash: queued.executedIn ?? null,
      }
    },
    [Methods.getEnvironmentInfo]: async () => ({ origin: options.origin }),
  }

  return async (request: SafeAppsRequest): Promise<SafeAppsResponse> => {
    const handler = handlers[request.method]
    if (!handler) {
      return MessageFormatter.makeErrorResponse(request.id, `The local Safe does not answer ${request.method}`, version)
    }
    try {
      // The SDK types `data` as the union of every method's answer; each handler above returns its own method's.
      const data = (await handler(request.params)) as Parameters<typeof MessageFormatter.makeResponse>[1]
      return MessageFormatter.makeResponse(request.id, data, version)
    } catch (error) {
      return MessageFormatter.makeErrorResponse(
        request.id,
        error instanceof Error ? error.message : String(error),
        version,
      )
    }
  }
}
