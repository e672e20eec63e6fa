import { z } from 'zod'
import { PROJECT_ID_PATTERN } from './common.ts'

export const RPC_PROXY_LIMITS = { bodyBytes: 1024 * 1024, batchCalls: 100 } as const

/**
 * SPEC §7: {rpcUrl}/v1/?chainId={chain}&projectId={id}; chainId is an EVM CAIP-2 id (`eip155:1`) or a number, or
 * a Solana CAIP-2 id (`solana:` and 32 base58 characters, CAIP-30).
 */
export const rpcProxyQuerySchema = z.object({
  projectId: z.string().regex(PROJECT_ID_PATTERN),
  chainId: z.string().regex(/^(?:(?:eip155:)?[1-9][0-9]{0,15}|solana:[1-9A-HJ-NP-Za-km-z]{32})$/),
})
export type RpcProxyQuery = z.infer<typeof rpcProxyQuerySchema>

export const jsonRpcIdSchema = z.union([z.string().max(256), z.number(), z.null()])

export const jsonRpcCallSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: jsonRpcIdSchema.optional(),
  method: z.string().min(1).max(128),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
})
export type JsonRpcCall = z.infer<typeof jsonRpcCallSchema>

export const jsonRpcBodySchema = z.union([
  jsonRpcCallSchema,
  z.array(jsonRpcCallSchema).min(1).max(RPC_PROXY_LIMITS.batchCalls),
])

export const jsonRpcErrorSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: jsonRpcIdSchema,
  error: z.object({ code: z.number(), message: z.string(), data: z.unknown().optional() }),
})
export type JsonRpcErrorAnswer = z.infer<typeof jsonRpcErrorSchema>

/** SPEC §6: the text a refused RPC method gets. */
export const RPC_NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed'
