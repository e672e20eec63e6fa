// Chopsticks' dev_* methods, for tests and tools in another process (the API's tests, e2e): they change the
// devnet's state the way `devnet.chain` does in-process. A real node has none of them.
import { hexToBytes } from '@noble/hashes/utils'
import type { PolkadotChain } from './chain.ts'
import { invalidParams } from './rpcError.ts'
import { decodeSs58 } from './ss58.ts'
import { type AccountInfo, endowedAccount } from './systemAccount.ts'

const HEX = /^0x([0-9a-fA-F]{2})*$/

function bigintOf(value: unknown, name: string): bigint {
  const ok =
    (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) ||
    (typeof value === 'string' && /^(0x[0-9a-fA-F]+|[0-9]+)$/.test(value)) ||
    (typeof value === 'bigint' && value >= 0n)
  if (!ok) throw invalidParams(`${name} must be a non-negative integer (number, decimal or hex string)`)
  const result = BigInt(value as number | string | bigint)
  if (result >= 1n << 128n) throw invalidParams(`${name} does not fit in a u128`)
  return result
}

function u32Of(value: unknown, name: string): number {
  const result = bigintOf(value, name)
  if (result > 0xffff_ffffn) throw invalidParams(`${name} does not fit in a u32`)
  return Number(result)
}

/** An AccountInfo with the given fields over the current one (or a fresh endowed one). */
function mergeAccount(current: AccountInfo, patch: unknown): AccountInfo {
  if (typeof patch !== 'object' || patch === null) throw invalidParams('an account value must be an object')
  const { nonce, consumers, providers, sufficients, data } = patch as Record<string, unknown>
  const next = { ...current }
  if (nonce !== undefined) next.nonce = u32Of(nonce, 'nonce')
  if (consumers !== undefined) next.consumers = u32Of(consumers, 'consumers')
  if (providers !== undefined) next.providers = u32Of(providers, 'providers')
  if (sufficients !== undefined) next.sufficients = u32Of(sufficients, 'sufficients')
  if (data !== undefined) {
    if (typeof data !== 'object' || data === null) throw invalidParams('data must be an object')
    const { free, reserved, frozen, flags } = data as Record<string, unknown>
    if (free !== undefined) next.free = bigintOf(free, 'data.free')
    if (reserved !== undefined) next.reserved = bigintOf(reserved, 'data.reserved')
    if (frozen !== undefined) next.frozen = bigintOf(frozen, 'data.frozen')
    if (flags !== undefined) next.flags = bigintOf(flags, 'data.flags')
  }
  return next
}

function accountIdOf(address: unknown): Uint8Array {
  if (typeof address === 'string' && /^0x[0-9a-fA-F]{64}$/.test(address)) {
    return hexToBytes(address.slice(2))
  }
  try {
    return decodeSs58(String(address)).accountId
  } catch (error) {
    throw invalidParams((error as Error).message)
  }
}

/**
 * `dev_setStorage(values)`: raw `[[key, value | null], …]` pairs, or `{ System: { Account: [[[address], { nonce?,
 * providers?, data: { free?, … } }], …] } }` as chopsticks takes it. Unlike chopsticks, which rewrites the head,
 * the change lands in a new block; answers its hash.
 */
export function devSetStorage(params: readonly unknown[], chain: PolkadotChain): string {
  const values = params[0]
  if (Array.isArray(values)) {
    for (const pair of values) {
      if (!Array.isArray(pair) || typeof pair[0] !== 'string' || !HEX.test(pair[0])) {
        throw invalidParams('each raw entry must be [hex key, hex value or null]')
      }
      const value = pair[1]
      if (value !== null && (typeof value !== 'string' || !HEX.test(value))) {
        throw invalidParams('each raw entry must be [hex key, hex value or null]')
      }
      chain.setStorage(pair[0], value)
    }
  } else if (typeof values === 'object' && values !== null) {
    const entries = (values as { System?: { Account?: unknown } }).System?.Account
    const others = Object.keys(values).filter((pallet) => pallet !== 'System')
    if (others.length > 0 || !Array.isArray(entries)) {
      throw invalidParams('the devnet stores only System.Account: { System: { Account: [[[address], value]] } }')
    }
    for (const entry of entries) {
      if (!Array.isArray(entry) || !Array.isArray(entry[0]))
        throw invalidParams('each entry must be [[address], value]')
      const accountId = accountIdOf(entry[0][0])
      const current = chain.pendingAccount(accountId) ?? endowedAccount(0n)
      chain.setAccount(accountId, mergeAccount(current, entry[1]))
    }
  } else {
    throw invalidParams('values must be raw [key, value] pairs or { System: { Account: … } }')
  }
  return chain.produceBlock().hash
}

/** `dev_newBlock({ count? })`: authors `count` blocks (default 1, at most 1000) and answers the last hash. */
export function devNewBlock(params: readonly unknown[], chain: PolkadotChain): string {
  const options = params[0]
  const count =
    options === undefined || options === null
      ? 1
      : typeof options === 'object' && (options as { count?: unknown }).count !== undefined
        ? u32Of((options as { count?: unknown }).count, 'count')
        : 1
  if (count < 1 || count > 1000) throw invalidParams('count must be from 1 to 1000')
  let hash = chain.best.hash
  for (let index = 0; index < count; index++) hash = chain.produceBlock().hash
  return hash
}
