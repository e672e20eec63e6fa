import fc from 'fast-check'
import { anyJson, anyText, deepJson, hex } from './hostileValues.ts'

// JSON-RPC bodies for the proxy: each allowed method with what each slot of its params takes, near its bounds
// and past them; refused and unknown methods; batches, oversized batches and deep nesting.

const quantity = fc.oneof(
  fc.constantFrom(
    '0x0',
    '0x1',
    '0x400',
    '0x401',
    '0xffffffffffffffff',
    '0x10000000000000000',
    `0x${'f'.repeat(64)}`,
    `0x1${'0'.repeat(64)}`,
  ),
  fc.constantFrom('0x', '-0x1', '0x00001', '1', 'latest'),
  fc.bigInt({ min: 0n, max: 2n ** 70n }).map((value) => `0x${value.toString(16)}`),
  fc.constantFrom(0, 1, -1, 1024, 1025, 2 ** 53, 2 ** 64, 1e308, 0.5),
)
const blockTag = fc.oneof(
  fc.constantFrom('latest', 'earliest', 'pending', 'safe', 'finalized', 'LATEST', ''),
  quantity,
  fc.record({ blockNumber: quantity }),
  hex(64, 64).map((digits) => ({ blockHash: `0x${digits}`, requireCanonical: true })),
)
const rpcAddress = fc.oneof(
  hex(40, 40).map((digits) => `0x${digits}`),
  hex(0, 42).map((digits) => `0x${digits}`),
  anyText(10),
)
const rpcHash = fc.oneof(
  hex(64, 64).map((digits) => `0x${digits}`),
  hex(0, 66).map((digits) => `0x${digits}`),
)
const bytes = fc.oneof(
  hex(0, 400).map((digits) => `0x${digits}`),
  fc.constantFrom('0x', '0x0', 'zz'),
)
const transaction = fc.record(
  {
    from: rpcAddress,
    to: fc.oneof(rpcAddress, fc.constant(null)),
    gas: quantity,
    gasPrice: quantity,
    maxFeePerGas: quantity,
    maxPriorityFeePerGas: quantity,
    value: quantity,
    nonce: quantity,
    data: bytes,
    input: bytes,
    type: quantity,
    accessList: fc.array(fc.record({ address: rpcAddress, storageKeys: fc.array(rpcHash, { maxLength: 3 }) }), {
      maxLength: 2,
    }),
  },
  { requiredKeys: [] },
)
const logFilter = fc.record(
  {
    fromBlock: blockTag,
    toBlock: blockTag,
    blockHash: rpcHash,
    address: fc.oneof(rpcAddress, fc.array(rpcAddress, { maxLength: 4 })),
    topics: fc.array(fc.oneof(fc.constant(null), rpcHash, fc.array(rpcHash, { maxLength: 3 })), { maxLength: 6 }),
  },
  { requiredKeys: [] },
)
const percentiles = fc.oneof(
  fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 5 }).map((list) => list.sort((a, b) => a - b)),
  fc.array(fc.oneof(fc.double({ noNaN: true }), fc.integer()), { maxLength: 5 }),
)
const stateOverride = fc.dictionary(
  hex(40, 40).map((digits) => `0x${digits}`),
  fc.record({ balance: quantity, nonce: quantity, code: bytes }, { requiredKeys: [] }),
  { maxKeys: 2 },
)
const SLOTS = {
  quantity,
  blockTag,
  address: rpcAddress,
  hash: rpcHash,
  bytes,
  transaction,
  logFilter,
  percentiles,
  stateOverride,
  bool: fc.boolean(),
}
type Slot = keyof typeof SLOTS

/** Each method's params as slots; refused and unknown methods get anything. */
const METHOD_SLOTS: Record<string, Slot[]> = {
  eth_chainId: [],
  eth_blockNumber: [],
  eth_gasPrice: [],
  eth_maxPriorityFeePerGas: [],
  eth_blobBaseFee: [],
  eth_syncing: [],
  net_version: [],
  eth_newBlockFilter: [],
  eth_getBalance: ['address', 'blockTag'],
  eth_getCode: ['address', 'blockTag'],
  eth_getTransactionCount: ['address', 'blockTag'],
  eth_getStorageAt: ['address', 'quantity', 'blockTag'],
  eth_call: ['transaction', 'blockTag', 'stateOverride'],
  eth_estimateGas: ['transaction', 'blockTag'],
  eth_createAccessList: ['transaction', 'blockTag'],
  eth_feeHistory: ['quantity', 'blockTag', 'percentiles'],
  eth_getBlockByNumber: ['blockTag', 'bool'],
  eth_getBlockByHash: ['hash', 'bool'],
  eth_getBlockReceipts: ['blockTag'],
  eth_getBlockTransactionCountByNumber: ['blockTag'],
  eth_getTransactionByHash: ['hash'],
  eth_getTransactionByBlockNumberAndIndex: ['blockTag', 'quantity'],
  eth_getTransactionReceipt: ['hash'],
  eth_getUncleCountByBlockNumber: ['blockTag'],
  eth_getLogs: ['logFilter'],
  eth_getProof: ['address', 'quantity', 'blockTag'],
  eth_newFilter: ['logFilter'],
  eth_getFilterChanges: ['quantity'],
  eth_getFilterLogs: ['quantity'],
  eth_uninstallFilter: ['quantity'],
  eth_sendRawTransaction: ['bytes'],
}
const REFUSED_METHODS = [
  'anvil_mine',
  'anvil_setBalance',
  'evm_increaseTime',
  'debug_traceTransaction',
  'eth_sendTransaction',
  'eth_accounts',
  'personal_sign',
  '__proto__',
  'ETH_CHAINID',
]

const rpcParams = (method: string): fc.Arbitrary<unknown> => {
  const slots = Object.hasOwn(METHOD_SLOTS, method) ? METHOD_SLOTS[method] : undefined
  if (!slots) return fc.oneof(fc.array(anyJson, { maxLength: 3 }), fc.constant(undefined))
  const fitting = fc.tuple(...slots.map((slot) => SLOTS[slot] as fc.Arbitrary<unknown>))
  return fc.oneof(
    { weight: 6, arbitrary: fitting },
    // Trailing optional params left out, extra params, or a slot filled with anything.
    { weight: 1, arbitrary: fitting.chain((list) => fc.nat({ max: list.length }).map((keep) => list.slice(0, keep))) },
    { weight: 1, arbitrary: fc.tuple(fitting, anyJson).map(([list, extra]) => [...list, extra]) },
    { weight: 1, arbitrary: fc.array(anyJson, { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 }) },
  )
}

const rpcCall = fc
  .oneof(
    { weight: 8, arbitrary: fc.constantFrom(...Object.keys(METHOD_SLOTS)) },
    { weight: 1, arbitrary: fc.constantFrom(...REFUSED_METHODS) },
    { weight: 1, arbitrary: anyText(20) },
  )
  .chain((method) =>
    fc.record(
      {
        jsonrpc: fc.oneof(
          { weight: 12, arbitrary: fc.constant('2.0') },
          { weight: 1, arbitrary: fc.constantFrom('1.0', 2) },
        ),
        id: fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.constant(null)),
        method: fc.constant(method),
        params: rpcParams(method),
      },
      { requiredKeys: ['jsonrpc', 'method'] },
    ),
  )

export const rpcBody = fc.oneof(
  { weight: 8, arbitrary: rpcCall.map((call) => JSON.stringify(call)) },
  { weight: 3, arbitrary: fc.array(rpcCall, { minLength: 1, maxLength: 6 }).map((calls) => JSON.stringify(calls)) },
  { weight: 1, arbitrary: rpcCall.map((call) => JSON.stringify(Array.from({ length: 101 }, () => call))) },
  { weight: 1, arbitrary: deepJson.map((deep) => `{"jsonrpc":"2.0","id":1,"method":"eth_call","params":${deep}}`) },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.json({ maxDepth: 3 }), fc.string({ unit: 'binary', maxLength: 100 }), fc.constant('')),
  },
)
