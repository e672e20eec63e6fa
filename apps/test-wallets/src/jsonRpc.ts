import { DevWalletRpcError } from './rpcError.ts'

let nextId = 1

/** One JSON-RPC call to a chain node; a node's error comes back as the same code and message. */
export async function callRpc<T>(fetchFn: typeof fetch, rpcUrl: string, method: string, params: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetchFn(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    })
  } catch (error) {
    throw new DevWalletRpcError(-32603, `Could not reach ${rpcUrl}: ${(error as Error).message}`)
  }
  if (!response.ok) throw new DevWalletRpcError(-32603, `HTTP status code: ${response.status}`)
  const body = (await response.json()) as { result?: T; error?: { code: number; message: string; data?: unknown } }
  if (body.error) throw new DevWalletRpcError(body.error.code, body.error.message, body.error.data)
  return body.result as T
}
