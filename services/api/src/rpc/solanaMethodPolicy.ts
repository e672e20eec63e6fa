import type { JsonRpcCall } from '@foyer/protocol'
import { z } from 'zod'
import { type CallVerdict, judgeParams } from './judgeParams.ts'
import {
  accountInfoConfig,
  base64MessageParam,
  blockhashParam,
  commitmentConfig,
  contextConfig,
  pubkeyListParam,
  pubkeyParam,
  SOLANA_LIMITS,
  sendConfig,
  signatureListParam,
  signatureParam,
  signatureStatusConfig,
  signaturesForAddressConfig,
  simulateConfig,
  tokenAccountsFilter,
  transactionConfig,
  u64Number,
  wireTransactionParams,
} from './solanaParamSchemas.ts'

// A JSON-RPC optional parameter may be left out or sent as null.
const optional = <T extends z.ZodType>(schema: T) => schema.nullish()
const noParams = z.tuple([])
const withContext = z.tuple([optional(contextConfig)])
const accountAt = z.tuple([pubkeyParam, optional(contextConfig)])

/**
 * SPEC §6 for Solana: the reads, fee and rent questions, simulations and sends a dapp and @solana/kit make,
 * each with the params Agave takes, bounded as Agave bounds them. Everything else is refused with 'Requested
 * RPC call is not allowed': requestAirdrop (a faucet, not a public node's), getProgramAccounts and getBlock
 * (scans and answers a public node does not owe one visitor), and the validator's own administration.
 */
const SOLANA_METHOD_PARAMS: ReadonlyMap<string, z.ZodType> = new Map<string, z.ZodType>([
  ['getVersion', noParams],
  ['getHealth', noParams],
  ['getGenesisHash', noParams],
  ['getEpochSchedule', noParams],
  ['getSlot', withContext],
  ['getBlockHeight', withContext],
  ['getEpochInfo', withContext],
  ['getTransactionCount', withContext],
  ['getLatestBlockhash', withContext],
  ['isBlockhashValid', z.tuple([blockhashParam, optional(contextConfig)])],
  ['getBalance', accountAt],
  ['getAccountInfo', z.tuple([pubkeyParam, optional(accountInfoConfig)])],
  ['getMultipleAccounts', z.tuple([pubkeyListParam(SOLANA_LIMITS.multipleAccounts), optional(accountInfoConfig)])],
  ['getTokenAccountsByOwner', z.tuple([pubkeyParam, tokenAccountsFilter, optional(accountInfoConfig)])],
  ['getTokenAccountBalance', z.tuple([pubkeyParam, optional(commitmentConfig)])],
  ['getTokenSupply', z.tuple([pubkeyParam, optional(commitmentConfig)])],
  [
    'getMinimumBalanceForRentExemption',
    z.tuple([
      u64Number.max(SOLANA_LIMITS.accountDataBytes, `must be at most ${SOLANA_LIMITS.accountDataBytes} bytes`),
      optional(commitmentConfig),
    ]),
  ],
  ['getFeeForMessage', z.tuple([base64MessageParam, optional(contextConfig)])],
  ['getRecentPrioritizationFees', z.tuple([optional(pubkeyListParam(SOLANA_LIMITS.prioritizationFeeAccounts))])],
  [
    'getSignatureStatuses',
    z.tuple([signatureListParam(SOLANA_LIMITS.signatureStatuses), optional(signatureStatusConfig)]),
  ],
  ['getSignaturesForAddress', z.tuple([pubkeyParam, optional(signaturesForAddressConfig)])],
  ['getTransaction', z.tuple([signatureParam, optional(transactionConfig)])],
  ['getBlockTime', z.tuple([u64Number])],
  ['simulateTransaction', wireTransactionParams(simulateConfig)],
  ['sendTransaction', wireTransactionParams(sendConfig)],
])

export function isSolanaRpcMethodAllowed(method: string): boolean {
  return SOLANA_METHOD_PARAMS.has(method)
}

/** The allowed methods, for tests and docs. */
export const SOLANA_RPC_METHODS: readonly string[] = [...SOLANA_METHOD_PARAMS.keys()]

/**
 * Pure: whether a Solana call's method is allowed and its params are ones Agave takes. An allowed call is
 * forwarded with its params in canonical form: a deprecated commitment (`max`, `singleGossip`, …) by its current
 * name, which every validator reads.
 */
export function judgeSolanaCall(call: Pick<JsonRpcCall, 'method' | 'params'>): CallVerdict {
  const judged = judgeParams(SOLANA_METHOD_PARAMS, call)
  if (judged.kind !== 'parsed') return judged
  return { kind: 'forward', params: judged.params as unknown[] }
}
