import { base64, hex } from '@scure/base'
import { invalidParams } from '../rpcError.ts'

// Checks of what a dapp sends through the JSON-style faces (sats-connect, Unisat, WalletConnect): every bad
// field is a -32602 that names it.

export function objectParams(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw invalidParams('The params must be an object')
  }
  return params as Record<string, unknown>
}

export function stringParam(params: Record<string, unknown>, name: string): string {
  const value = params[name]
  if (typeof value !== 'string' || value === '') throw invalidParams(`${name} must be a non-empty string`)
  return value
}

export function indexesParam(value: unknown, name: string): number[] {
  if (!Array.isArray(value) || !value.every((index) => Number.isSafeInteger(index) && index >= 0)) {
    throw invalidParams(`${name} must be a list of input indexes`)
  }
  return value as number[]
}

export function base64Param(params: Record<string, unknown>, name: string): Uint8Array {
  const value = stringParam(params, name)
  try {
    return base64.decode(value)
  } catch {
    throw invalidParams(`${name} must be base64`)
  }
}

export function hexArgument(value: unknown, name: string): Uint8Array {
  if (typeof value !== 'string') throw invalidParams(`${name} must be a hex string`)
  try {
    return hex.decode(value.replace(/^0x/, ''))
  } catch {
    throw invalidParams(`${name} must be a hex string`)
  }
}

export const utf8 = (text: string) => new TextEncoder().encode(text)
