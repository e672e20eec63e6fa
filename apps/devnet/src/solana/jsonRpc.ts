import type { SolanaLedger } from './ledger.ts'
import type { Handler } from './methods/context.ts'
import { internalError, invalidParams, invalidRequest, methodNotFound, parseError, SolanaRpcError } from './rpcError.ts'

type Id = string | number | null

export interface JsonRpcResponse {
  jsonrpc: '2.0'
  id: Id
  result?: unknown
  error?: ReturnType<SolanaRpcError['toJSON']>
}

/**
 * Answers a JSON-RPC 2.0 body, single or batch, as jsonrpc-core does for Agave: malformed JSON is -32700,
 * a malformed request -32600, an unknown method -32601; notifications (no id) get no answer. Batches run in
 * order, so a send followed by a status read sees the send. Returns undefined when nothing is to be answered.
 */
export async function answerJsonRpc(
  body: string,
  methods: Readonly<Record<string, Handler>>,
  ledger: SolanaLedger,
): Promise<JsonRpcResponse | JsonRpcResponse[] | undefined> {
  let request: unknown
  try {
    request = JSON.parse(body)
  } catch {
    return failure(null, parseError())
  }
  if (!Array.isArray(request)) return answerOne(request, methods, ledger)
  if (request.length === 0) return failure(null, invalidRequest())
  const answers: JsonRpcResponse[] = []
  for (const item of request) {
    const answer = await answerOne(item, methods, ledger)
    if (answer) answers.push(answer)
  }
  return answers.length > 0 ? answers : undefined
}

async function answerOne(
  request: unknown,
  methods: Readonly<Record<string, Handler>>,
  ledger: SolanaLedger,
): Promise<JsonRpcResponse | undefined> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return failure(null, invalidRequest())
  const { jsonrpc, method, params, id } = request as Record<string, unknown>
  const validId = id === undefined || id === null || typeof id === 'string' || typeof id === 'number'
  if (jsonrpc !== '2.0' || typeof method !== 'string' || !validId) {
    return failure(validId ? ((id ?? null) as Id) : null, invalidRequest())
  }
  const notification = id === undefined
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
  let answer: JsonRpcResponse
  if (!handler) answer = failure(id as Id, methodNotFound())
  else if (params !== undefined && !Array.isArray(params)) {
    answer = failure(id as Id, invalidParams('invalid type: map, expected a sequence'))
  } else {
    try {
      answer = { jsonrpc: '2.0', result: await handler(params ?? [], ledger), id: id as Id }
    } catch (error) {
      if (!(error instanceof SolanaRpcError)) console.error(`[solana-devnet] ${method} failed`, error)
      answer = failure(id as Id, error instanceof SolanaRpcError ? error : internalError())
    }
  }
  return notification ? undefined : answer
}

const failure = (id: Id, error: SolanaRpcError): JsonRpcResponse => ({ jsonrpc: '2.0', error: error.toJSON(), id })
