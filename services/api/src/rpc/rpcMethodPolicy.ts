import type { JsonRpcCall } from '@foyer/protocol'
import { z } from 'zod'
import { type CallVerdict, judgeParams } from './judgeParams.ts'
import {
  addressParam,
  blockCountParam,
  blockIdParam,
  blockOverrideParam,
  blockTagParam,
  bytesParam,
  filterIdParam,
  hash32Param,
  type LogFilter,
  logFilterParam,
  rewardPercentilesParam,
  stateOverrideParam,
  transactionParam,
  u64Quantity,
  u256Quantity,
} from './rpcParamSchemas.ts'

/** geth's and the public providers' eth_feeHistory bound: at most 1024 blocks per call. */
export const FEE_HISTORY_MAX_BLOCKS = 1024n

// A JSON-RPC optional parameter may be left out or sent as null.
const optional = <T extends z.ZodType>(schema: T) => schema.nullish()
const noParams = z.tuple([])
const accountAt = z.tuple([addressParam, optional(blockIdParam)])

/**
 * SPEC §6: the safe methods a dapp may send to a public node — reads, chain id, gas estimates and fees, raw
 * sends, logs and filters — each with the params it takes, bounded as real nodes bound them. Everything else
 * (anvil_*, hardhat_*, debug_*, admin_*, personal_*, eth_sign…, eth_accounts) is refused with 'Requested RPC
 * call is not allowed'.
 */
const RPC_METHOD_PARAMS: ReadonlyMap<string, z.ZodType> = new Map<string, z.ZodType>([
  ['eth_chainId', noParams],
  ['net_version', noParams],
  ['net_listening', noParams],
  ['web3_clientVersion', noParams],
  ['eth_syncing', noParams],
  ['eth_blockNumber', noParams],
  ['eth_gasPrice', noParams],
  ['eth_maxPriorityFeePerGas', noParams],
  ['eth_blobBaseFee', noParams],
  ['eth_newBlockFilter', noParams],
  ['eth_getBalance', accountAt],
  ['eth_getCode', accountAt],
  ['eth_getTransactionCount', accountAt],
  ['eth_getStorageAt', z.tuple([addressParam, u256Quantity, optional(blockIdParam)])],
  [
    'eth_call',
    z.tuple([transactionParam, optional(blockIdParam), optional(stateOverrideParam), optional(blockOverrideParam)]),
  ],
  ['eth_estimateGas', z.tuple([transactionParam, optional(blockIdParam), optional(stateOverrideParam)])],
  ['eth_createAccessList', z.tuple([transactionParam, optional(blockIdParam)])],
  [
    'eth_feeHistory',
    z.tuple([
      blockCountParam.pipe(z.bigint().max(FEE_HISTORY_MAX_BLOCKS, `must be at most ${FEE_HISTORY_MAX_BLOCKS} blocks`)),
      blockTagParam,
      optional(rewardPercentilesParam),
    ]),
  ],
  ['eth_getBlockByNumber', z.tuple([blockTagParam, optional(z.boolean())])],
  ['eth_getBlockByHash', z.tuple([hash32Param, optional(z.boolean())])],
  ['eth_getBlockReceipts', z.tuple([z.union([blockIdParam, hash32Param])])],
  ['eth_getBlockTransactionCountByNumber', z.tuple([blockTagParam])],
  ['eth_getBlockTransactionCountByHash', z.tuple([hash32Param])],
  ['eth_getTransactionByHash', z.tuple([hash32Param])],
  ['eth_getTransactionByBlockNumberAndIndex', z.tuple([blockTagParam, u64Quantity])],
  ['eth_getTransactionByBlockHashAndIndex', z.tuple([hash32Param, u64Quantity])],
  ['eth_getTransactionReceipt', z.tuple([hash32Param])],
  ['eth_getUncleCountByBlockNumber', z.tuple([blockTagParam])],
  ['eth_getUncleCountByBlockHash', z.tuple([hash32Param])],
  ['eth_getLogs', z.tuple([logFilterParam])],
  [
    'eth_getProof',
    z.tuple([addressParam, z.array(u256Quantity).max(1_000, 'must list at most 1000 storage keys'), blockIdParam]),
  ],
  ['eth_newFilter', z.tuple([logFilterParam])],
  ['eth_getFilterChanges', z.tuple([filterIdParam])],
  ['eth_getFilterLogs', z.tuple([filterIdParam])],
  ['eth_uninstallFilter', z.tuple([filterIdParam])],
  ['eth_sendRawTransaction', z.tuple([bytesParam])],
])

/** Methods whose one param is a log filter: its block range is bounded once the chain's head is known. */
const LOG_FILTER_METHODS: ReadonlySet<string> = new Set(['eth_getLogs', 'eth_newFilter'])

export type { CallVerdict } from './judgeParams.ts'

export function isRpcMethodAllowed(method: string): boolean {
  return RPC_METHOD_PARAMS.has(method)
}

/** Pure: whether a call's method is allowed and its params are ones a node would take without choking. */
export function judgeCall(call: Pick<JsonRpcCall, 'method' | 'params'>): CallVerdict {
  const judged = judgeParams(RPC_METHOD_PARAMS, call)
  if (judged.kind !== 'parsed') return judged
  if (LOG_FILTER_METHODS.has(call.method)) return { kind: 'forward', logFilter: (judged.params as [LogFilter])[0] }
  return { kind: 'forward' }
}
