import { invalidParams } from './rpcError.ts'

const HEX = /^0x([0-9a-fA-F]{2})*$/

/** A 0x hex byte string parameter (a storage key, call data). */
export function hexParam(params: readonly unknown[], index: number, name: string): string {
  const value = params[index]
  if (typeof value !== 'string' || !HEX.test(value)) throw invalidParams(`${name} must be 0x-prefixed hex bytes`)
  return value.toLowerCase()
}

/** An optional block hash parameter (`at`): 32 bytes of hex, or absent/null for the best block. */
export function optionalHashParam(params: readonly unknown[], index: number): string | undefined {
  const value = params[index]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(value)) {
    throw invalidParams('a block hash must be 0x and 64 hex digits')
  }
  return value.toLowerCase()
}

/** A block number as a node takes it: a JSON number or a hex string (NumberOrHex). */
export function blockNumberParam(value: unknown): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)
        ? Number(value)
        : NaN
  if (!Number.isSafeInteger(number) || number < 0 || number > 0xffff_ffff) {
    throw invalidParams('a block number must be a u32 as a number or hex string')
  }
  return number
}

export function stringParam(params: readonly unknown[], index: number, name: string): string {
  const value = params[index]
  if (typeof value !== 'string') throw invalidParams(`${name} must be a string`)
  return value
}
