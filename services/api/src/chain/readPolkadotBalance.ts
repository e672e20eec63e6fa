import { blake2b } from '@noble/hashes/blake2b'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { z } from 'zod'
import { forwardJsonRpc } from '../rpc/forwardJsonRpc.ts'
import { answerText, ChainReadError } from './chainReadError.ts'

/** twox128("System") ‖ twox128("Account"): the fixed prefix of every `System.Account` storage key. */
export const SYSTEM_ACCOUNT_PREFIX = '26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9'
/** A storage value or a properties map is a few hundred bytes; anything near this is not the answer asked for. */
const ANSWER_MAX_BYTES = 64 * 1024
/** SCALE `AccountInfo`: nonce, consumers, providers, sufficients (u32 each), then `data.free` (u128 LE). */
const FREE_OFFSET = 16
const U128_BYTES = 16

const rpcAnswerSchema = z.object({
  result: z.unknown().optional(),
  error: z.object({ message: z.unknown() }).loose().optional(),
})

async function call(rpcUrl: string, method: string, params: unknown[], charge?: (bytes: number) => boolean) {
  const answer = await forwardJsonRpc(
    rpcUrl,
    { jsonrpc: '2.0', id: 1, method, params },
    { maxBytes: ANSWER_MAX_BYTES, ...(charge ? { charge } : {}) },
  )
  const text = answerText(answer, ANSWER_MAX_BYTES)
  let parsed: z.infer<typeof rpcAnswerSchema>
  try {
    parsed = rpcAnswerSchema.parse(JSON.parse(text))
  } catch {
    throw new ChainReadError('unavailable', `${method} answered something that is not JSON-RPC`)
  }
  if (parsed.error || !('result' in parsed)) {
    throw new ChainReadError(
      'unavailable',
      `${method} failed: ${String(parsed.error?.message ?? 'no result').slice(0, 200)}`,
    )
  }
  return parsed.result
}

/** The `System.Account` storage key of a 32-byte account id (hasher Blake2_128Concat). */
export function systemAccountKey(accountId: Uint8Array): string {
  return `0x${SYSTEM_ACCOUNT_PREFIX}${bytesToHex(blake2b(accountId, { dkLen: 16 }))}${bytesToHex(accountId)}`
}

/** `data.free` of a SCALE `AccountInfo`, or 0 for an account the chain does not store (it never held funds). */
export function freeBalanceOf(value: unknown): bigint {
  if (value === null) return 0n
  if (typeof value !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(value)) {
    throw new ChainReadError('unavailable', 'state_getStorage answered something that is not hex')
  }
  const bytes = hexToBytes(value.slice(2))
  if (bytes.length < FREE_OFFSET + U128_BYTES) {
    throw new ChainReadError('unavailable', 'System.Account holds fewer bytes than an AccountInfo')
  }
  let free = 0n
  for (let at = FREE_OFFSET + U128_BYTES - 1; at >= FREE_OFFSET; at -= 1) free = (free << 8n) | BigInt(bytes[at] ?? 0)
  return free
}

/**
 * An account's free balance in planck: one `state_getStorage` of `System.Account` at the node's best block
 * (what wallets show). Reserved and frozen funds are not counted: free is what the account can move or fee.
 */
export async function readPolkadotBalance(
  rpcUrl: string,
  accountId: Uint8Array,
  charge?: (bytes: number) => boolean,
): Promise<bigint> {
  return freeBalanceOf(await call(rpcUrl, 'state_getStorage', [systemAccountKey(accountId)], charge))
}

/** What a Substrate node says of its chain in `system_properties`: address format, token symbol and decimals. */
export interface PolkadotProperties {
  ss58Format: number
  symbol: string
  decimals: number
}

const one = <T extends z.ZodType>(schema: T) =>
  z.union([
    schema,
    z
      .array(schema)
      .min(1)
      .transform((list) => list[0]),
  ])
const propertiesSchema = z.object({
  ss58Format: z.number().int().min(0).max(16383).optional(),
  tokenSymbol: one(z.string().min(1).max(16)).optional(),
  tokenDecimals: one(z.number().int().min(1).max(36)).optional(),
})

/** `system_properties`, with Substrate's defaults for what a node leaves out (format 42; no token is refused). */
export async function readPolkadotProperties(rpcUrl: string): Promise<PolkadotProperties> {
  const parsed = propertiesSchema.safeParse(await call(rpcUrl, 'system_properties', []))
  const symbol = parsed.data?.tokenSymbol
  const decimals = parsed.data?.tokenDecimals
  if (!parsed.success || symbol === undefined || decimals === undefined) {
    throw new ChainReadError('unavailable', 'system_properties names no token symbol and decimals')
  }
  return { ss58Format: parsed.data.ss58Format ?? 42, symbol: String(symbol), decimals: Number(decimals) }
}
