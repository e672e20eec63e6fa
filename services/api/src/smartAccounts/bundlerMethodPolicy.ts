import type { JsonRpcCall } from '@foyer/protocol'
import { z } from 'zod'
import { type CallVerdict, judgeParams } from '../rpc/judgeParams.ts'
import { addressParam, bytesParam, hash32Param, u256Quantity } from '../rpc/rpcParamSchemas.ts'

/** The only EntryPoint the smart accounts use (Solady's ERC4337 trusts 0.7). */
export const ENTRY_POINT_07 = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'

const entryPointParam = addressParam.refine(
  (address) => address.toLowerCase() === ENTRY_POINT_07.toLowerCase(),
  `must be EntryPoint 0.7 (${ENTRY_POINT_07})`,
)

/**
 * An ERC-4337 v0.7 user operation as bundlers take it over JSON-RPC. Gas fields may be absent while it is
 * estimated; unknown keys are refused so nothing the bundler does not know rides along.
 */
const userOperationParam = z.strictObject({
  sender: addressParam,
  nonce: u256Quantity,
  factory: addressParam.nullish(),
  factoryData: bytesParam.nullish(),
  callData: bytesParam,
  callGasLimit: u256Quantity.optional(),
  verificationGasLimit: u256Quantity.optional(),
  preVerificationGas: u256Quantity.optional(),
  maxFeePerGas: u256Quantity.optional(),
  maxPriorityFeePerGas: u256Quantity.optional(),
  paymaster: addressParam.nullish(),
  paymasterVerificationGasLimit: u256Quantity.nullish(),
  paymasterPostOpGasLimit: u256Quantity.nullish(),
  paymasterData: bytesParam.nullish(),
  signature: bytesParam,
})

/**
 * The bundler methods the secure frame needs (ERC-4337 §RPC, and Alto's gas price), each with its params.
 * Everything else — the debug_bundler_* methods, pimlico_sendUserOperationNow — is 'Requested RPC call is not
 * allowed'.
 */
const BUNDLER_METHOD_PARAMS: ReadonlyMap<string, z.ZodType> = new Map<string, z.ZodType>([
  ['eth_chainId', z.tuple([])],
  ['eth_supportedEntryPoints', z.tuple([])],
  ['eth_sendUserOperation', z.tuple([userOperationParam, entryPointParam])],
  [
    'eth_estimateUserOperationGas',
    z.union([
      z.tuple([userOperationParam, entryPointParam]),
      z.tuple([userOperationParam, entryPointParam, z.record(addressParam, z.record(z.string(), z.unknown()))]),
    ]),
  ],
  ['eth_getUserOperationReceipt', z.tuple([hash32Param])],
  ['eth_getUserOperationByHash', z.tuple([hash32Param])],
  ['pimlico_getUserOperationGasPrice', z.tuple([])],
])

/** Pure: what the bundler proxy does with one call. */
export function judgeBundlerCall(call: Pick<JsonRpcCall, 'method' | 'params'>): CallVerdict {
  const verdict = judgeParams(BUNDLER_METHOD_PARAMS, call)
  return verdict.kind === 'parsed' ? { kind: 'forward' } : verdict
}
