import fc from 'fast-check'
import { anyJson, anyText, BASE58_ALPHABET, base58Text, deepJson, type HostileContext, hex } from './hostileValues.ts'

// Solana JSON-RPC bodies for the proxy: each allowed method with what each slot of its params takes, near
// Agave's bounds and past them (key and signature sizes, packet sizes, list caps, commitments, config fields);
// refused and unknown methods; batches and deep nesting.

const commitment = fc.oneof(
  fc.constantFrom('processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'),
  fc.constantFrom('FINALIZED', 'final', '', 'latest'),
)
const u64 = fc.oneof(
  fc.constantFrom(0, 1, 150, 10_485_760, 10_485_761, 2 ** 53 - 1, 2 ** 53, 2 ** 64, -1, 0.5, 1e308),
  fc.nat(),
  fc.constantFrom('1', '0x1', null),
)
const signature = fc.oneof(
  fc.uint8Array({ minLength: 64, maxLength: 64 }).map((bytes) => base58Of(bytes)),
  base58Text(60, 90),
  hex(128, 128).map((digits) => `0x${digits}`),
)
const blockhash = fc.oneof(fc.uint8Array({ minLength: 32, maxLength: 32 }).map(base58Of), base58Text(30, 46))
/** Base64 of a packet and around it; base58 text; and what is neither. */
const wire = fc.oneof(
  fc.uint8Array({ minLength: 1, maxLength: 1240 }).map((bytes) => Buffer.from(bytes).toString('base64')),
  base58Text(1, 1700),
  fc.constantFrom('', '====', 'AQ', '+/+/', 'A'.repeat(1648)),
  anyText(20),
)
const accountEncoding = fc.constantFrom('binary', 'base58', 'base64', 'base64+zstd', 'jsonParsed', 'json', 'hex')

function base58Of(bytes: Uint8Array): string {
  // Leading zero bytes are 1s; the rest is one number in base 58.
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let text = ''
  for (; value > 0n; value /= 58n) text = BASE58_ALPHABET[Number(value % 58n)] + text
  return '1'.repeat(zeros) + text
}

function slots(context: HostileContext) {
  const pubkey = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...context.solanaAccounts) },
    fc.constantFrom(...context.solanaAccounts).map((key) => key.toLowerCase()),
    fc.uint8Array({ minLength: 31, maxLength: 33 }).map(base58Of),
    base58Text(30, 46),
    hex(40, 40).map((digits) => `0x${digits}`),
    fc.constantFrom(42, null, ''),
  )
  const contextConfig = fc.record({ commitment, minContextSlot: u64 }, { requiredKeys: [] })
  const accountConfig = fc.record(
    {
      encoding: accountEncoding,
      dataSlice: fc.record({ offset: u64, length: u64 }, { requiredKeys: [] }),
      commitment,
      minContextSlot: u64,
      extra: anyJson,
    },
    { requiredKeys: [] },
  )
  const sendConfig = fc.record(
    {
      skipPreflight: fc.boolean(),
      preflightCommitment: commitment,
      encoding: fc.constantFrom('base58', 'base64', 'json'),
      maxRetries: u64,
      minContextSlot: u64,
    },
    { requiredKeys: [] },
  )
  const simulateConfig = fc.record(
    {
      sigVerify: fc.boolean(),
      replaceRecentBlockhash: fc.boolean(),
      commitment,
      encoding: fc.constantFrom('base58', 'base64'),
      accounts: fc.record({ addresses: fc.array(pubkey, { maxLength: 4 }), encoding: accountEncoding }),
      innerInstructions: fc.boolean(),
    },
    { requiredKeys: [] },
  )
  const listOf = <T>(item: fc.Arbitrary<T>, max: number) =>
    fc.oneof(
      fc.array(item, { maxLength: 4 }),
      fc.tuple(item, fc.integer({ min: max - 1, max: max + 2 })).map(([one, count]) => Array(count).fill(one)),
    )
  return {
    pubkey,
    signature,
    blockhash,
    wire,
    u64,
    commitmentConfig: fc.record({ commitment }, { requiredKeys: [] }),
    contextConfig,
    accountConfig,
    sendConfig,
    simulateConfig,
    pubkeys100: listOf(pubkey, 100),
    pubkeys128: listOf(pubkey, 128),
    signatures256: listOf(signature, 256),
    filter: fc.oneof(
      pubkey.map((mint) => ({ mint })),
      pubkey.map((programId) => ({ programId })),
      fc.record({ mint: pubkey, programId: pubkey }),
    ),
    transactionConfig: fc.oneof(
      fc.constantFrom('json', 'jsonParsed', 'base64', 'base58', 'hex'),
      fc.record(
        { encoding: fc.constantFrom('json', 'jsonParsed', 'base64'), commitment, maxSupportedTransactionVersion: u64 },
        { requiredKeys: [] },
      ),
    ),
    statusConfig: fc.record({ searchTransactionHistory: fc.oneof(fc.boolean(), anyJson) }, { requiredKeys: [] }),
    signaturesConfig: fc.record(
      { before: signature, until: signature, limit: fc.integer({ min: -1, max: 1002 }), commitment },
      { requiredKeys: [] },
    ),
  }
}
type Slot = keyof ReturnType<typeof slots>

/** Each allowed method's params as slots; refused and unknown methods get anything. */
const METHOD_SLOTS: Record<string, Slot[]> = {
  getVersion: [],
  getHealth: [],
  getGenesisHash: [],
  getEpochSchedule: [],
  getSlot: ['contextConfig'],
  getBlockHeight: ['contextConfig'],
  getEpochInfo: ['contextConfig'],
  getTransactionCount: ['contextConfig'],
  getLatestBlockhash: ['contextConfig'],
  isBlockhashValid: ['blockhash', 'contextConfig'],
  getBalance: ['pubkey', 'contextConfig'],
  getAccountInfo: ['pubkey', 'accountConfig'],
  getMultipleAccounts: ['pubkeys100', 'accountConfig'],
  getTokenAccountsByOwner: ['pubkey', 'filter', 'accountConfig'],
  getTokenAccountBalance: ['pubkey', 'commitmentConfig'],
  getTokenSupply: ['pubkey', 'commitmentConfig'],
  getMinimumBalanceForRentExemption: ['u64', 'commitmentConfig'],
  getFeeForMessage: ['wire', 'contextConfig'],
  getRecentPrioritizationFees: ['pubkeys128'],
  getSignatureStatuses: ['signatures256', 'statusConfig'],
  getSignaturesForAddress: ['pubkey', 'signaturesConfig'],
  getTransaction: ['signature', 'transactionConfig'],
  getBlockTime: ['u64'],
  simulateTransaction: ['wire', 'simulateConfig'],
  sendTransaction: ['wire', 'sendConfig'],
}
const REFUSED_METHODS = ['requestAirdrop', 'getProgramAccounts', 'getBlock', 'eth_chainId', 'GETBALANCE', '__proto__']

export function solanaRpcBody(context: HostileContext): fc.Arbitrary<string> {
  const pieces = slots(context) as Record<Slot, fc.Arbitrary<unknown>>
  const params = (method: string): fc.Arbitrary<unknown> => {
    const list = Object.hasOwn(METHOD_SLOTS, method) ? METHOD_SLOTS[method] : undefined
    if (!list) return fc.oneof(fc.array(anyJson, { maxLength: 3 }), fc.constant(undefined))
    const fitting = fc.tuple(...list.map((slot) => pieces[slot]))
    return fc.oneof(
      { weight: 6, arbitrary: fitting },
      // Trailing config left out or null, an extra param, or a slot filled with anything.
      { weight: 1, arbitrary: fitting.chain((all) => fc.nat({ max: all.length }).map((keep) => all.slice(0, keep))) },
      { weight: 1, arbitrary: fitting.map((all) => [...all.slice(0, -1), null]) },
      { weight: 1, arbitrary: fc.tuple(fitting, anyJson).map(([all, extra]) => [...all, extra]) },
      { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 }) },
    )
  }
  const call = fc
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
            { weight: 1, arbitrary: fc.constant('1.0') },
          ),
          id: fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.constant(null)),
          method: fc.constant(method),
          params: params(method),
        },
        { requiredKeys: ['jsonrpc', 'method'] },
      ),
    )
  return fc.oneof(
    { weight: 8, arbitrary: call.map((one) => JSON.stringify(one)) },
    { weight: 3, arbitrary: fc.array(call, { minLength: 1, maxLength: 6 }).map((all) => JSON.stringify(all)) },
    { weight: 1, arbitrary: deepJson.map((deep) => `{"jsonrpc":"2.0","id":1,"method":"getBalance","params":${deep}}`) },
  )
}
