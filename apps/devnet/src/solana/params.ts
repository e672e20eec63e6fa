import { type Address, getBase58Encoder } from '@solana/kit'
import { invalidParam, invalidParams } from './rpcError.ts'

// Positional parameters as Agave reads them, with its error texts: a wrong type is
// "Invalid params: invalid type: …", a bad key "Invalid param: Invalid" / "Invalid param: WrongSize".

export type Params = readonly unknown[]

export const COMMITMENTS = ['processed', 'confirmed', 'finalized'] as const

const describe = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'sequence'
      : typeof value === 'object'
        ? 'map'
        : typeof value === 'string'
          ? `string ${JSON.stringify(value)}`
          : `${typeof value} \`${String(value)}\``

export function requireArity(params: Params, min: number, max: number): void {
  if (params.length < min)
    invalidParamsThrow(
      `invalid length ${params.length}, expected ${min === max ? min : `at least ${min}`} ${min === 1 ? 'element' : 'elements'}`,
    )
  if (params.length > max) invalidParamsThrow(`invalid length ${params.length}, expected at most ${max} elements`)
}

function invalidParamsThrow(detail: string): never {
  throw invalidParams(detail)
}

export function stringAt(params: Params, index: number): string {
  const value = params[index]
  if (typeof value !== 'string') invalidParamsThrow(`invalid type: ${describe(value)}, expected a string`)
  return value
}

export function u64At(params: Params, index: number): bigint {
  const value = params[index]
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    invalidParamsThrow(`invalid type: ${describe(value)}, expected u64`)
  }
  return BigInt(value)
}

/** A base58 public key; anything else is Agave's "Invalid param: Invalid" or "…: WrongSize". */
export function pubkey(value: unknown): Address {
  if (typeof value !== 'string') invalidParamsThrow(`invalid type: ${describe(value)}, expected a string`)
  let bytes: Uint8Array
  try {
    bytes = getBase58Encoder().encode(value) as Uint8Array
  } catch {
    throw invalidParam('Invalid param: Invalid')
  }
  if (bytes.length !== 32) throw invalidParam('Invalid param: WrongSize')
  return value as Address
}

export const pubkeyAt = (params: Params, index: number): Address => pubkey(params[index])

/** The optional config object; checks `commitment` and reads `minContextSlot`. */
export function configAt(params: Params, index: number): Record<string, unknown> {
  const value = params[index]
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value))
    invalidParamsThrow(`invalid type: ${describe(value)}, expected a map`)
  const config = value as Record<string, unknown>
  if (config.commitment !== undefined && !COMMITMENTS.includes(config.commitment as never)) {
    invalidParamsThrow(
      `unknown variant \`${String(config.commitment)}\`, expected one of \`processed\`, \`confirmed\`, \`finalized\``,
    )
  }
  for (const key of ['minContextSlot', 'maxRetries'] as const) {
    const number = config[key]
    if (
      number !== undefined &&
      number !== null &&
      (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0)
    ) {
      invalidParamsThrow(`invalid type: ${describe(number)}, expected usize`)
    }
  }
  return config
}

export function optionalBoolean(config: Record<string, unknown>, key: string): boolean | undefined {
  const value = config[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'boolean') invalidParamsThrow(`invalid type: ${describe(value)}, expected a boolean`)
  return value
}

export function optionalEnum<T extends string>(
  config: Record<string, unknown>,
  key: string,
  allowed: readonly T[],
): T | undefined {
  const value = config[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    invalidParamsThrow(
      `unknown variant \`${String(value)}\`, expected one of ${allowed.map((name) => `\`${name}\``).join(', ')}`,
    )
  }
  return value as T
}

export function minContextSlotOf(config: Record<string, unknown>): bigint | undefined {
  return typeof config.minContextSlot === 'number' ? BigInt(config.minContextSlot) : undefined
}

/** Agave's limit on list inputs ("Too many inputs provided; max N"). */
export function limitList(list: readonly unknown[], max: number): void {
  if (list.length > max) throw invalidParam(`Too many inputs provided; max ${max}`)
}

export function arrayAt(params: Params, index: number): unknown[] {
  const value = params[index]
  if (!Array.isArray(value)) invalidParamsThrow(`invalid type: ${describe(value)}, expected a sequence`)
  return value
}
