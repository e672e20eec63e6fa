import { z } from 'zod'

// The pieces JSON-RPC params are made of (execution-apis), each bounded to what an Ethereum node accepts: a
// quantity that does not fit its 64- or 256-bit field is refused here, before a node has to parse it.

const U64_MAX = 2n ** 64n - 1n
const U256_MAX = 2n ** 256n - 1n

/** geth's filter bounds (eth/filters): addresses and sub-topics per filter, topics per log. */
export const LOG_FILTER_LIMITS = { addresses: 1_000, topics: 4, subTopics: 1_000 } as const

const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/

// zod runs every check of a string even after one failed: the bound reads the number only from a quantity.
const hexQuantity = (bits: 64 | 256, max: bigint) =>
  z
    .string()
    .regex(HEX_QUANTITY, 'must be a hex quantity like 0x1a')
    .refine((text) => !HEX_QUANTITY.test(text) || BigInt(text) <= max, `must fit in ${bits} bits`)

/** A block number, nonce, gas amount or index. */
export const u64Quantity = hexQuantity(64, U64_MAX)
/** A wei amount or a fee. */
export const u256Quantity = hexQuantity(256, U256_MAX)

export const addressParam = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 20-byte address like 0x…')
export const hash32Param = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte hash like 0x…')
/** Call data, code, a signed transaction: whole bytes in hex (the body's size bounds the length). */
export const bytesParam = z.string().regex(/^0x(?:[0-9a-fA-F]{2})*$/, 'must be hex bytes like 0x… (an even count)')
/** A filter id as a node hands it out. */
export const filterIdParam = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a filter id like 0x1')

export const BLOCK_TAGS = ['latest', 'earliest', 'pending', 'safe', 'finalized'] as const
/** A block by number or tag. */
export const blockTagParam = z.union([z.enum(BLOCK_TAGS), u64Quantity], {
  error: 'must be a block number (hex) or latest, earliest, pending, safe or finalized',
})
/** EIP-1898: a block by number, tag, or `{ blockNumber }` / `{ blockHash, requireCanonical? }`. */
export const blockIdParam = z.union(
  [
    blockTagParam,
    z.strictObject({ blockNumber: u64Quantity }),
    z.strictObject({ blockHash: hash32Param, requireCanonical: z.boolean().optional() }),
  ],
  { error: 'must be a block number, tag, or {blockNumber} / {blockHash}' },
)

/** A JSON list with a most count; beyond it a node would take a lot of work from one call. */
const bounded = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item).max(max, `must list at most ${max} ${what}`)

const accessListParam = bounded(
  z.strictObject({ address: addressParam, storageKeys: bounded(hash32Param, 1_000, 'storage keys') }),
  1_000,
  'entries',
)

/** The transaction of eth_call, eth_estimateGas and eth_createAccessList; fields a node ignores pass through. */
export const transactionParam = z.looseObject({
  from: addressParam.optional(),
  to: addressParam.nullish(),
  gas: u64Quantity.optional(),
  gasPrice: u256Quantity.optional(),
  maxFeePerGas: u256Quantity.optional(),
  maxPriorityFeePerGas: u256Quantity.optional(),
  maxFeePerBlobGas: u256Quantity.optional(),
  value: u256Quantity.optional(),
  nonce: u64Quantity.optional(),
  chainId: u64Quantity.optional(),
  type: u64Quantity.optional(),
  data: bytesParam.optional(),
  input: bytesParam.optional(),
  accessList: accessListParam.optional(),
  blobVersionedHashes: bounded(hash32Param, 64, 'blob hashes').optional(),
  authorizationList: bounded(z.looseObject({}), 64, 'authorizations').optional(),
})

const slots = z
  .record(hash32Param, hash32Param)
  .refine((record) => Object.keys(record).length <= 1_000, 'must override at most 1000 slots')

/** eth_call's state override set: per account, a balance, nonce, code or storage to pretend. */
export const stateOverrideParam = z
  .record(
    addressParam,
    z.strictObject({
      balance: u256Quantity.optional(),
      nonce: u64Quantity.optional(),
      code: bytesParam.optional(),
      state: slots.optional(),
      stateDiff: slots.optional(),
      movePrecompileToAddress: addressParam.optional(),
    }),
  )
  .refine((record) => Object.keys(record).length <= 256, 'must override at most 256 accounts')

/** eth_call's block overrides. */
export const blockOverrideParam = z.looseObject({
  number: u64Quantity.optional(),
  time: u64Quantity.optional(),
  gasLimit: u64Quantity.optional(),
  baseFee: u256Quantity.optional(),
  blobBaseFee: u256Quantity.optional(),
  coinbase: addressParam.optional(),
  prevRandao: hash32Param.optional(),
  random: hash32Param.optional(),
})

const topicParam = z.union([
  z.null(),
  hash32Param,
  bounded(hash32Param.nullable(), LOG_FILTER_LIMITS.subTopics, 'topics'),
])

/** eth_getLogs and eth_newFilter: a block range or one block hash, addresses and topics. */
export const logFilterParam = z
  .strictObject({
    fromBlock: blockTagParam.optional(),
    toBlock: blockTagParam.optional(),
    blockHash: hash32Param.optional(),
    address: z.union([addressParam, bounded(addressParam, LOG_FILTER_LIMITS.addresses, 'addresses')]).optional(),
    topics: bounded(topicParam, LOG_FILTER_LIMITS.topics, 'topic positions').optional(),
  })
  .refine(
    (filter) => filter.blockHash === undefined || (filter.fromBlock === undefined && filter.toBlock === undefined),
    'names a blockHash or a fromBlock/toBlock range, not both',
  )
export type LogFilter = z.infer<typeof logFilterParam>

/** eth_feeHistory's block count: a hex quantity or a JSON number, as nodes take it (bounded by the method). */
export const blockCountParam = z.union(
  [
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{1,64}$/)
      .transform((text) => BigInt(text)),
    z.number().int().min(0).transform(BigInt),
  ],
  { error: 'must be a block count (hex or a number)' },
)

/** eth_feeHistory's percentiles: 0 to 100, never decreasing (execution-apis). */
export const rewardPercentilesParam = bounded(z.number().min(0).max(100), 100, 'percentiles').refine(
  (percentiles) => percentiles.every((value, index) => index === 0 || value >= percentiles[index - 1]!),
  'must not decrease',
)
