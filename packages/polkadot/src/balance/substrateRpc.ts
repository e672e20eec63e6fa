import { FoyerError, HttpStatusError, type Network } from '@foyer/core'

// SPEC §9: library HTTP timeout.
const HTTP_TIMEOUT_MS = 10_000

/** A JSON-RPC error answer, with the node's code (e.g. -32601 'Method not found'). */
export class SubstrateRpcError extends Error {
  override readonly name = 'SubstrateRpcError'
  constructor(
    message: string,
    readonly code: number | undefined,
  ) {
    super(message)
  }
}

/**
 * One JSON-RPC call over HTTP POST to the network's own node (never through the extension, so a read wakes no
 * prompt): a status other than 2xx is 'HTTP status code: {status}', an error answer a SubstrateRpcError.
 */
export async function substrateRpc(
  network: Network,
  method: string,
  params: readonly unknown[],
  fetchFn: typeof fetch,
) {
  const rpcUrl = network.rpcUrls.default.http[0]
  if (!rpcUrl) throw new FoyerError('NETWORK_NOT_FOUND')
  const response = await fetchFn(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  })
  if (!response.ok) throw new HttpStatusError(response.status)
  const body = (await response.json()) as { result?: unknown; error?: { code?: number; message?: string } }
  if (body.error) throw new SubstrateRpcError(body.error.message ?? `${method} failed`, body.error.code)
  if (!('result' in body)) throw new SubstrateRpcError(`${method} answered without a result`, undefined)
  return body.result
}
