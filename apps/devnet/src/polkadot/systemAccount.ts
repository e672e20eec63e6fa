// System.Account as FRAME stores it: the key hashes and the SCALE AccountInfo value, byte for byte.
import { blake2b } from '@noble/hashes/blake2b'
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils'
import { readUintLe, uintLe } from './scale.ts'

/**
 * twox128("System") ++ twox128("Account"): the storage prefix of the map, a well-known constant of every FRAME
 * chain. Written out because no xxhash is needed anywhere else; systemAccount.test.ts recomputes it with
 * @polkadot/util-crypto's xxhashAsU8a.
 */
export const SYSTEM_ACCOUNT_PREFIX = '0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9'

/** The storage key of an account id: prefix ++ blake2_128(id) ++ id (the map's Blake2_128Concat hasher). */
export function systemAccountKey(accountId: Uint8Array): string {
  if (accountId.length !== 32) throw new Error(`An account id has 32 bytes, not ${accountId.length}`)
  return `${SYSTEM_ACCOUNT_PREFIX}${bytesToHex(blake2b(accountId, { dkLen: 16 }))}${bytesToHex(accountId)}`
}

/** The account id a System.Account key names, or undefined when the key is not one. */
export function accountIdOfKey(key: string): Uint8Array | undefined {
  const lower = key.toLowerCase()
  if (!lower.startsWith(SYSTEM_ACCOUNT_PREFIX) || lower.length !== SYSTEM_ACCOUNT_PREFIX.length + 96) return undefined
  const accountId = hexToBytes(lower.slice(SYSTEM_ACCOUNT_PREFIX.length + 32))
  return systemAccountKey(accountId) === lower ? accountId : undefined
}

/** frame_system::AccountInfo<u32, pallet_balances::AccountData<u128>>. */
export interface AccountInfo {
  nonce: number
  consumers: number
  providers: number
  sufficients: number
  free: bigint
  reserved: bigint
  frozen: bigint
  /** ExtraFlags: bit 127 set means the account uses the new (post-2023) balance logic, as every live account does. */
  flags: bigint
}

/** The flags value pallet_balances writes for accounts created since the holds/freezes migration. */
export const NEW_LOGIC_FLAGS = 1n << 127n

/** An account that holds only a free balance: one provider (the balance itself), as a genesis endowment leaves it. */
export function endowedAccount(free: bigint): AccountInfo {
  return {
    nonce: 0,
    consumers: 0,
    providers: 1,
    sufficients: 0,
    free,
    reserved: 0n,
    frozen: 0n,
    flags: NEW_LOGIC_FLAGS,
  }
}

/** The 80-byte SCALE encoding: four u32 then four u128, all little-endian. */
export function encodeAccountInfo(info: AccountInfo): Uint8Array {
  return concatBytes(
    uintLe(info.nonce, 4),
    uintLe(info.consumers, 4),
    uintLe(info.providers, 4),
    uintLe(info.sufficients, 4),
    uintLe(info.free, 16),
    uintLe(info.reserved, 16),
    uintLe(info.frozen, 16),
    uintLe(info.flags, 16),
  )
}

export function decodeAccountInfo(bytes: Uint8Array): AccountInfo {
  if (bytes.length !== 80) throw new Error(`An AccountInfo has 80 bytes, not ${bytes.length}`)
  return {
    nonce: Number(readUintLe(bytes, 0, 4)),
    consumers: Number(readUintLe(bytes, 4, 4)),
    providers: Number(readUintLe(bytes, 8, 4)),
    sufficients: Number(readUintLe(bytes, 12, 4)),
    free: readUintLe(bytes, 16, 16),
    reserved: readUintLe(bytes, 32, 16),
    frozen: readUintLe(bytes, 48, 16),
    flags: readUintLe(bytes, 64, 16),
  }
}
