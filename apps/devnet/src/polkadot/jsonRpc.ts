import { internalError, invalidParams, invalidRequest, PolkadotRpcError, parseError } from './rpcError.ts'

type Id = string | number | null

export interface JsonRpcResponse {
  jsonrpc: '2.0'
  id: Id
  result?: unknown
  error?: ReturnType<PolkadotRpcError['toJSON']>
}

/** Runs one method; throws a PolkadotRpcError (methodNotFound for a name it does not know). */
export type Call = (method: string, params: readonly unknown[]) => unknown

/**
 * Answers a JSON-RPC 2.0 body, single or batch, as jsonrpsee does: malformed JSON is -32700, a malformed request
 * -32600, params that are neither absent nor an array -32602; notifications (no id) get no answer. Returns
 * undefined when nothing is to be answered.
 */
export async function answerJsonRpc(
  body: string,
  call: Call,
): Promise<JsonRpcResponse | JsonRpcResponse[] | undefined> {
  let request: unknown
  try {
    request = JSON.parse(body)
  } catch {
    return failure(null, parseError())
  }
  if (!Array.isArray(request)) return answerOne(request, call)
  if (request.length === 0) return failure(null, invalidRequest())
  const answers: JsonRpcResponse[] = []
  for (const item of request) {
    const answer = await answerOne(item, call)
    if (answer) answers.push(answer)
  }
  return answers.length > 0 ? answers : undefined
}

async function answerOne(request: unknown, call: Call): Promise<JsonRpcResponse | undefined> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return failure(null, invalidRequest())
  const { jsonrpc, method, params, id } = request as Record<string, unknown>
  const validId = id === undefined || id === null || typeof id === 'string' || typeof id === 'number'
  if (jsonrpc !== '2.0' || typeof method !== 'string' || !validId) {
    return failure(validId ? ((id ?? null) as Id) : null, invalidRequest())
  }
  let answer: JsonRpcResponse
  if (params !== undefined && params !== null && !Array.isArray(params)) {
    answer = failure(id as Id, invalidParams('params must be an array'))
  } else {
    try {
      answer = { jsonrpc: '2.0', id: (id ?? null) as Id, result: await call(method, (params ?? []) as unknown[]) }
    } catch (error) {
      if (!(error instanceof PolkadotRpcError)) console.error(`[polkadot-devnet] ${method} failed`, error)
      answer = failure((id ?? null) as Id, error instanceof PolkadotRpcError ? error : internalError())
    }
  }
  return id === undefined ? undefined : answer
}

const failure = (id: Id, error: PolkadotRpcError): JsonRpcResponse => ({ jsonrpc: '2.0', id, error: error.toJSON() })
