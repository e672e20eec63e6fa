import { blake2b } from '@noble/hashes/blake2b'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'

/**
 * twox128("System") ++ twox128("Account"): the storage prefix of System.Account, the same on every Substrate
 * chain (xxhash is needed for nothing else, so the two hashes are written out).
 */
export const SYSTEM_ACCOUNT_PREFIX = '0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9'

/** AccountInfo { nonce, consumers, providers, sufficients: u32; data { free, reserved, frozen, flags: u128 } }. */
const FREE_OFFSET = 16
const U128_BYTES = 16

/** The storage key of an account's System.Account entry: the prefix, then Blake2_128Concat of the account id. */
export const systemAccountKey = (accountId: Uint8Array): string =>
  `${SYSTEM_ACCOUNT_PREFIX}${bytesToHex(blake2b(accountId, { dkLen: 16 }))}${bytesToHex(accountId)}`

/**
 * The free balance in an AccountInfo as the runtime stores it (SCALE, little-endian); no entry at all is an
 * account that holds nothing. Anything that is not an AccountInfo throws: a node's wrong answer is no zero.
 */
export function freeBalanceOf(storage: unknown): bigint {
  if (storage === null) return 0n
  if (typeof storage !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(storage)) {
    throw new TypeError(`Expected SCALE-encoded AccountInfo, got ${JSON.stringify(storage)}`)
  }
  const bytes = hexToBytes(storage.slice(2))
  if (bytes.length < FREE_OFFSET + U128_BYTES) {
    throw new TypeError(`An AccountInfo is at least ${FREE_OFFSET + U128_BYTES} bytes, got ${bytes.length}`)
  }
  let free = 0n
  for (let index = FREE_OFFSET + U128_BYTES - 1; index >= FREE_OFFSET; index--) {
    free = (free << 8n) | BigInt(bytes[index] ?? 0)
  }
  return free
}
