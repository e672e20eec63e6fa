import { currentCommitment, SOLANA_COMMITMENTS } from '@foyer/protocol'
import { z } from 'zod'
import { isBase58Of } from '../chain/solanaAddress.ts'

// The pieces of Solana JSON-RPC params (Agave's rpc-client-types), each bounded to what a validator accepts:
// keys and signatures that decode to their size, wire transactions no larger than a packet, the lists Agave
// caps at its own limits, and config objects with exactly the fields Agave reads.

/** Agave's limits: PACKET_DATA_SIZE, and the longest base58 / base64 text of a packet it decodes. */
export const SOLANA_LIMITS = {
  packetBytes: 1232,
  base58WireChars: 1683,
  base64WireChars: 1644,
  multipleAccounts: 100,
  signatureStatuses: 256,
  prioritizationFeeAccounts: 128,
  signaturesForAddress: 1000,
  simulationAccounts: 256,
  /** MAX_PERMITTED_DATA_LENGTH: the largest account, so the largest rent question. */
  accountDataBytes: 10 * 1024 * 1024,
} as const

/** A commitment by any SPEC §9 name, forwarded by its current name so every validator version reads it. */
export const commitmentParam = z
  .enum(SOLANA_COMMITMENTS, { error: `must be one of ${SOLANA_COMMITMENTS.join(', ')}` })
  .transform(currentCommitment)

/** A u64 slot, usize count or offset as JSON carries it: a whole number JavaScript holds exactly. */
export const u64Number = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .nonnegative('must not be negative')
  .max(Number.MAX_SAFE_INTEGER, `must be at most ${Number.MAX_SAFE_INTEGER}`)

export const pubkeyParam = z
  .string({ error: 'must be a base58 public key' })
  .refine((text) => isBase58Of(text, 32), 'must be a base58 public key (32 bytes)')
export const signatureParam = z
  .string({ error: 'must be a base58 signature' })
  .refine((text) => isBase58Of(text, 64), 'must be a base58 transaction signature (64 bytes)')
export const blockhashParam = z
  .string({ error: 'must be a base58 blockhash' })
  .refine((text) => isBase58Of(text, 32), 'must be a base58 blockhash (32 bytes)')

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/

export type WireEncoding = 'base58' | 'base64'

/** Why `text` is not a wire transaction or message Agave would decode in `encoding`, or undefined. */
export function wireProblem(text: unknown, encoding: WireEncoding): string | undefined {
  if (typeof text !== 'string' || text.length === 0) return `must be a ${encoding} string`
  const max = encoding === 'base64' ? SOLANA_LIMITS.base64WireChars : SOLANA_LIMITS.base58WireChars
  if (text.length > max)
    return `must be at most ${max} ${encoding} characters (a ${SOLANA_LIMITS.packetBytes}-byte packet)`
  if (!(encoding === 'base64' ? BASE64 : BASE58).test(text)) return `must be ${encoding} text`
  // base64's byte count is read off its length; base58's would take a decode (milliseconds for a packet), so
  // its characters are bounded here and the node counts its bytes, as Agave does after decoding.
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0
  if (encoding === 'base64' && (text.length / 4) * 3 - padding > SOLANA_LIMITS.packetBytes) {
    return `must be at most ${SOLANA_LIMITS.packetBytes} bytes (one packet)`
  }
  return undefined
}

/** A base64 message (getFeeForMessage), no larger than a packet. */
export const base64MessageParam = z.string().superRefine((text, context) => {
  const problem = wireProblem(text, 'base64')
  if (problem) context.addIssue({ code: 'custom', message: problem })
})

const bounded = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item).max(max, `must list at most ${max} ${what}`)

/** Agave's RpcContextConfig: the config of most reads. */
export const contextConfig = z.strictObject({
  commitment: commitmentParam.nullish(),
  minContextSlot: u64Number.nullish(),
})

/** Agave's CommitmentConfig, alone. */
export const commitmentConfig = z.strictObject({ commitment: commitmentParam.nullish() })

export const ACCOUNT_ENCODINGS = ['binary', 'base58', 'base64', 'base64+zstd', 'jsonParsed'] as const

/** Agave's RpcAccountInfoConfig. */
export const accountInfoConfig = z.strictObject({
  encoding: z.enum(ACCOUNT_ENCODINGS, { error: `must be one of ${ACCOUNT_ENCODINGS.join(', ')}` }).nullish(),
  dataSlice: z.strictObject({ offset: u64Number, length: u64Number }).nullish(),
  commitment: commitmentParam.nullish(),
  minContextSlot: u64Number.nullish(),
})

export const pubkeyListParam = (max: number) => bounded(pubkeyParam, max, 'public keys')
export const signatureListParam = (max: number) => bounded(signatureParam, max, 'signatures')

/** getTokenAccountsByOwner's filter: one mint, or one token program. */
export const tokenAccountsFilter = z.union(
  [z.strictObject({ mint: pubkeyParam }), z.strictObject({ programId: pubkeyParam })],
  { error: 'must be {mint} or {programId}, a base58 public key' },
)

const wireEncoding = z.enum(['base58', 'base64'], { error: 'must be base58 or base64' })

/** Agave's RpcSendTransactionConfig. */
export const sendConfig = z.strictObject({
  skipPreflight: z.boolean().nullish(),
  preflightCommitment: commitmentParam.nullish(),
  encoding: wireEncoding.nullish(),
  maxRetries: u64Number.nullish(),
  minContextSlot: u64Number.nullish(),
})

/** Agave's RpcSimulateTransactionConfig. */
export const simulateConfig = z.strictObject({
  sigVerify: z.boolean().nullish(),
  replaceRecentBlockhash: z.boolean().nullish(),
  commitment: commitmentParam.nullish(),
  encoding: wireEncoding.nullish(),
  accounts: z
    .strictObject({
      addresses: pubkeyListParam(SOLANA_LIMITS.simulationAccounts),
      encoding: z.enum(ACCOUNT_ENCODINGS, { error: `must be one of ${ACCOUNT_ENCODINGS.join(', ')}` }).nullish(),
    })
    .nullish(),
  minContextSlot: u64Number.nullish(),
  innerInstructions: z.boolean().nullish(),
})

/**
 * A wire transaction and its config: the text is checked in the encoding the config names (Agave's default is
 * base58), so a base64 transaction sent without saying so is refused here as the node would refuse it.
 */
export const wireTransactionParams = <C extends typeof sendConfig | typeof simulateConfig>(config: C) =>
  z.tuple([z.string(), config.nullish()]).superRefine(([wire, options], context) => {
    const problem = wireProblem(wire, options?.encoding ?? 'base58')
    if (problem) context.addIssue({ code: 'custom', path: [0], message: problem })
  })

export const TRANSACTION_ENCODINGS = ['json', 'jsonParsed', 'base58', 'base64', 'binary'] as const
const transactionEncoding = z.enum(TRANSACTION_ENCODINGS, {
  error: `must be one of ${TRANSACTION_ENCODINGS.join(', ')}`,
})

/** getTransaction's second param: Agave's RpcTransactionConfig, or (the old form) an encoding alone. */
export const transactionConfig = z.union(
  [
    transactionEncoding,
    z.strictObject({
      encoding: transactionEncoding.nullish(),
      commitment: commitmentParam.nullish(),
      maxSupportedTransactionVersion: z.number().int().min(0).max(255).nullish(),
    }),
  ],
  { error: 'must be a transaction encoding or {encoding, commitment, maxSupportedTransactionVersion}' },
)

/** Agave's RpcSignatureStatusConfig. */
export const signatureStatusConfig = z.strictObject({ searchTransactionHistory: z.boolean().nullish() })

/** Agave's RpcSignaturesForAddressConfig. */
export const signaturesForAddressConfig = z.strictObject({
  before: signatureParam.nullish(),
  until: signatureParam.nullish(),
  limit: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(SOLANA_LIMITS.signaturesForAddress, `must be at most ${SOLANA_LIMITS.signaturesForAddress}`)
    .nullish(),
  commitment: commitmentParam.nullish(),
  minContextSlot: u64Number.nullish(),
})
