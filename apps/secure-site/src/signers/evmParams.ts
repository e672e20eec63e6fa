// EIP-1193 params as dapps send them, read strictly: the frame signs only what it understood, for this wallet,
// on the active chain (SPEC §6: a typed-data or transaction chain id must match the active chain).
import {
  type Hex,
  hexToBigInt,
  isAddress,
  isAddressEqual,
  isHex,
  type SignableMessage,
  type TypedDataDefinition,
} from 'viem'
import { z } from 'zod'
import { FrameRequestError } from '../custody/custodyErrors.ts'

const quantity = z
  .union([z.string().regex(/^0x[0-9a-fA-F]{1,64}$/), z.number().int().nonnegative(), z.bigint().nonnegative()])
  .transform((value) => (typeof value === 'string' ? hexToBigInt(value as Hex) : BigInt(value)))
const address = z.string().refine((value) => isAddress(value, { strict: false }), 'not an address')
const hexData = z.string().refine((value) => isHex(value, { strict: true }), 'not hex data')

export function invalid(method: string, detail: string): FrameRequestError {
  return new FrameRequestError(`Invalid ${method} parameters: ${detail}`)
}

export function assertOwnAccount(account: string, own: Hex): void {
  if (!isAddress(account, { strict: false }) || !isAddressEqual(account, own)) {
    throw new FrameRequestError(`The request names account ${account}, not this wallet's ${own}`)
  }
}

export function assertActiveChain(chainId: bigint | number, activeChainId: number): void {
  if (BigInt(chainId) !== BigInt(activeChainId)) {
    throw new FrameRequestError(`Chain ${chainId} does not match the active chain ${activeChainId}`)
  }
}

/** personal_sign [message, address]: hex is signed as bytes, anything else as UTF-8 text (as MetaMask does). */
export function readPersonalSign(params: readonly unknown[], own: Hex): SignableMessage {
  const [message, account] = params
  if (typeof message !== 'string' || typeof account !== 'string') {
    throw invalid('personal_sign', 'expected [message, address]')
  }
  assertOwnAccount(account, own)
  return isHex(message, { strict: true }) ? { raw: message } : message
}

const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z
    .object({ chainId: z.union([z.number().int(), z.string().regex(/^(0x[0-9a-fA-F]+|\d+)$/)]).optional() })
    .passthrough(),
  message: z.record(z.string(), z.unknown()),
})

/** eth_signTypedData_v4 [address, typedData as JSON text or object]. */
export function readTypedData(params: readonly unknown[], own: Hex, activeChainId: number): TypedDataDefinition {
  const [account, raw] = params
  if (typeof account !== 'string') throw invalid('eth_signTypedData_v4', 'expected [address, typedData]')
  assertOwnAccount(account, own)
  let json: unknown = raw
  if (typeof raw === 'string') {
    try {
      json = JSON.parse(raw)
    } catch {
      throw invalid('eth_signTypedData_v4', 'typed data is not JSON')
    }
  }
  const parsed = typedDataSchema.safeParse(json)
  if (!parsed.success) throw invalid('eth_signTypedData_v4', parsed.error.issues[0]?.message ?? 'bad typed data')
  // A dapp's own EIP712Domain list, when it sends one, is what its contract hashes; viem uses it over its own.
  const { types } = parsed.data
  const { chainId, ...domain } = parsed.data.domain
  if (chainId !== undefined) assertActiveChain(BigInt(chainId), activeChainId)
  if (!(parsed.data.primaryType in types) && parsed.data.primaryType !== 'EIP712Domain') {
    throw invalid('eth_signTypedData_v4', `primary type ${parsed.data.primaryType} is not among the types`)
  }
  // viem checks every field against its declared type while it hashes.
  return {
    domain: { ...domain, ...(chainId === undefined ? {} : { chainId: BigInt(chainId) }) },
    types,
    primaryType: parsed.data.primaryType,
    message: parsed.data.message,
    // unknown: the types are only known at run time; viem validates the message against them while hashing.
  } as unknown as TypedDataDefinition
}

const transactionSchema = z.object({
  from: address.optional(),
  to: address.nullish(),
  value: quantity.optional(),
  data: hexData.optional(),
  input: hexData.optional(),
  gas: quantity.optional(),
  gasLimit: quantity.optional(),
  gasPrice: quantity.optional(),
  maxFeePerGas: quantity.optional(),
  maxPriorityFeePerGas: quantity.optional(),
  nonce: quantity.optional(),
  chainId: quantity.optional(),
})

export interface TransactionIntent {
  to?: Hex
  value: bigint
  data?: Hex
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  nonce?: number
}

export function readTransaction(method: string, value: unknown, own: Hex, activeChainId: number): TransactionIntent {
  const parsed = transactionSchema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw invalid(method, `${issue?.path.join('.') || 'transaction'}: ${issue?.message ?? 'not a transaction'}`)
  }
  const tx = parsed.data
  if (tx.from !== undefined) assertOwnAccount(tx.from, own)
  if (tx.chainId !== undefined) assertActiveChain(tx.chainId, activeChainId)
  if (!tx.to && !(tx.data ?? tx.input)) throw invalid(method, 'a transaction needs a recipient or data')
  return {
    ...(tx.to ? { to: tx.to as Hex } : {}),
    value: tx.value ?? 0n,
    ...((tx.data ?? tx.input) ? { data: (tx.data ?? tx.input) as Hex } : {}),
    ...((tx.gas ?? tx.gasLimit) !== undefined ? { gas: (tx.gas ?? tx.gasLimit) as bigint } : {}),
    ...(tx.gasPrice !== undefined ? { gasPrice: tx.gasPrice } : {}),
    ...(tx.maxFeePerGas !== undefined ? { maxFeePerGas: tx.maxFeePerGas } : {}),
    ...(tx.maxPriorityFeePerGas !== undefined ? { maxPriorityFeePerGas: tx.maxPriorityFeePerGas } : {}),
    ...(tx.nonce !== undefined ? { nonce: Number(tx.nonce) } : {}),
  }
}

/** SPEC §5: every call's `to` starts with 0x; the checksum or length is then viem's address check. */
const callSchema = z.object({
  to: z
    .string()
    .startsWith('0x', "Each call's 'to' must start with 0x")
    .refine((value) => isAddress(value, { strict: false }), 'not an address'),
  data: hexData.optional(),
  value: quantity.optional(),
})
const sendCallsSchema = z.object({
  version: z.string().optional(),
  chainId: quantity,
  from: address.optional(),
  calls: z.array(callSchema).min(1),
  capabilities: z.record(z.string(), z.unknown()).optional(),
})

export function readSendCalls(params: readonly unknown[], own: Hex, activeChainId: number): TransactionIntent[] {
  const parsed = sendCallsSchema.safeParse(params[0])
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const detail = issue?.message ?? 'not a batch of calls'
    // The SPEC §5 text is the message itself, the rest name the field.
    throw detail.startsWith('Each call')
      ? new FrameRequestError(detail)
      : invalid('wallet_sendCalls', `${issue?.path.join('.')}: ${detail}`)
  }
  const request = parsed.data
  if (request.from !== undefined) assertOwnAccount(request.from, own)
  assertActiveChain(request.chainId, activeChainId)
  return request.calls.map((call) => ({
    to: call.to as Hex,
    value: call.value ?? 0n,
    ...(call.data ? { data: call.data as Hex } : {}),
  }))
}
