import { parseJsonWithBigInts } from '@solana/rpc-spec-types'
import { z } from 'zod'
import { type ForwardOptions, forwardJsonRpc } from '../rpc/forwardJsonRpc.ts'

/** The two programs an SPL token account can belong to; a listed mint may live under either. */
export const TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const

/**
 * The largest answer a balance read takes: about 8,000 jsonParsed token accounts (528 bytes each, measured),
 * far more than any wallet holds on purpose. Past it the read fails (503) rather than hold more for one owner.
 */
export const SOLANA_BALANCE_ANSWER_MAX_BYTES = 4 * 1024 * 1024
/** Memory one byte of that answer takes: the chunks, their join and the text (3), and JSON.parse's objects (1.1, measured). */
export const SOLANA_ANSWER_BYTES_HELD = 5

/** What wallets show: a block the cluster has voted on, not one that may still be skipped. */
const COMMITMENT = 'confirmed'

export interface RawSolanaBalances {
  /** Lamports. */
  native: bigint
  /** Per mint (base58, as the node wrote it): the owner's base units over all its token accounts, and the decimals. */
  tokens: Map<string, { amount: bigint; decimals: number }>
}

/** Why a read has no answer: the node failed, or the server has no room for the answer right now. */
export class SolanaReadError extends Error {
  override readonly name = 'SolanaReadError'

  constructor(
    readonly kind: 'unavailable' | 'busy',
    message: string,
  ) {
    super(message)
  }
}

const answersSchema = z.array(
  z.object({
    id: z.unknown(),
    result: z.unknown().optional(),
    error: z.object({ code: z.unknown(), message: z.unknown() }).loose().optional(),
  }),
)
// Not .int(): zod's int is a safe integer, and a balance past 2^53 is read again exactly (exactLamports).
const lamportsSchema = z.object({ value: z.number().nonnegative().refine(Number.isInteger) })
const exactLamportsSchema = z.object({ result: z.object({ value: z.bigint().nonnegative() }) })
const tokenAccountsSchema = z.object({ value: z.array(z.unknown()) })
const parsedTokenAccountSchema = z.object({
  account: z.object({
    data: z.object({
      parsed: z.object({
        type: z.literal('account'),
        info: z.object({
          mint: z.string(),
          tokenAmount: z.object({
            amount: z.string().regex(/^[0-9]{1,20}$/),
            decimals: z.number().int().min(0).max(255),
          }),
        }),
      }),
    }),
  }),
})

async function post(rpcUrl: string, body: unknown, options: ForwardOptions): Promise<string> {
  const upstream = await forwardJsonRpc(rpcUrl, body, { maxBytes: SOLANA_BALANCE_ANSWER_MAX_BYTES, ...options })
  if (upstream.ok) return upstream.text
  if (upstream.kind === 'unavailable') throw new SolanaReadError('unavailable', upstream.reason)
  if (upstream.kind === 'busy') throw new SolanaReadError('busy', 'no room for the node answer')
  throw new SolanaReadError('unavailable', `the answer is over ${SOLANA_BALANCE_ANSWER_MAX_BYTES} bytes`)
}

/**
 * SOL and every SPL token the owner holds, in ONE round trip however long the token list: a JSON-RPC batch of
 * getBalance and getTokenAccountsByOwner (jsonParsed) for each token program. The answer is read at most
 * SOLANA_BALANCE_ANSWER_MAX_BYTES, charged to the request's in-flight bytes as it arrives. A call the node
 * answers with an error, or an answer the RPC does not define, throws: no answer is better than a wrong zero.
 */
export async function readSolanaBalances(
  rpcUrl: string,
  owner: string,
  charge?: (bytes: number) => boolean,
): Promise<RawSolanaBalances> {
  const options: ForwardOptions = charge ? { charge: (bytes) => charge(bytes * SOLANA_ANSWER_BYTES_HELD) } : {}
  const getBalance = { jsonrpc: '2.0', id: 0, method: 'getBalance', params: [owner, { commitment: COMMITMENT }] }
  const calls = [
    getBalance,
    ...TOKEN_PROGRAMS.map((programId, index) => ({
      jsonrpc: '2.0',
      id: index + 1,
      method: 'getTokenAccountsByOwner',
      params: [owner, { programId }, { encoding: 'jsonParsed', commitment: COMMITMENT }],
    })),
  ]
  const text = await post(rpcUrl, calls, options)
  let answers: z.infer<typeof answersSchema>
  try {
    answers = answersSchema.parse(JSON.parse(text))
  } catch {
    throw new SolanaReadError('unavailable', 'the node answered something that is not a JSON-RPC batch')
  }
  const resultOf = (id: number): unknown => {
    const answer = answers.find((entry) => entry.id === id)
    if (!answer || answer.error || answer.result === undefined) {
      const reason = answer?.error ? String(answer.error.message) : 'no answer'
      throw new SolanaReadError('unavailable', `${calls[id]?.method} failed: ${reason.slice(0, 200)}`)
    }
    return answer.result
  }
  const read = <T>(schema: z.ZodType<T>, id: number): T => {
    const parsed = schema.safeParse(resultOf(id))
    if (!parsed.success) throw new SolanaReadError('unavailable', `${calls[id]?.method} answered an unknown shape`)
    return parsed.data
  }

  const tokens = new Map<string, { amount: bigint; decimals: number }>()
  for (const [index] of TOKEN_PROGRAMS.entries()) {
    for (const entry of read(tokenAccountsSchema, index + 1).value) {
      // An account the node could not parse (it falls back to base64) holds no balance we can read.
      const parsed = parsedTokenAccountSchema.safeParse(entry)
      if (!parsed.success) continue
      const { mint, tokenAmount } = parsed.data.account.data.parsed.info
      const held = tokens.get(mint)
      tokens.set(mint, { amount: (held?.amount ?? 0n) + BigInt(tokenAmount.amount), decimals: tokenAmount.decimals })
    }
  }
  return { native: await exactLamports(rpcUrl, read(lamportsSchema, 0).value, getBalance, options), tokens }
}

/**
 * JSON.parse reads a number past 2^53 rounded, and an account can hold more lamports than that (9 million
 * SOL). Such a balance is read again on its own, with a parser that keeps every integer exact: the one batch
 * stays fast for everyone else (that parser takes 30 times the text's size, too much for a large batch).
 */
async function exactLamports(
  rpcUrl: string,
  parsed: number,
  getBalance: unknown,
  options: ForwardOptions,
): Promise<bigint> {
  if (Number.isSafeInteger(parsed)) return BigInt(parsed)
  const text = await post(rpcUrl, getBalance, options)
  let exact: ReturnType<typeof exactLamportsSchema.safeParse> | undefined
  try {
    exact = exactLamportsSchema.safeParse(parseJsonWithBigInts(text))
  } catch {
    exact = undefined
  }
  if (!exact?.success) throw new SolanaReadError('unavailable', 'getBalance answered an unknown shape')
  return exact.data.result.value
}
