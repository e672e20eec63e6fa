import { FoyerError, HttpStatusError, type Network } from '@foyer/core'

// SPEC §9: library HTTP timeout.
const HTTP_TIMEOUT_MS = 10_000

export type NetworkRpc = <T>(method: string, params: readonly unknown[]) => Promise<T>

/**
 * JSON-RPC to the network's own node, not through the wallet: reads must work whichever chain the wallet is
 * on (WalletConnect included) and must never wake a wallet prompt.
 */
export function networkRpc(network: Network, fetchFn: typeof fetch): NetworkRpc {
  const rpcUrl = network.rpcUrls.default.http[0]
  return async <T>(method: string, params: readonly unknown[]): Promise<T> => {
    if (!rpcUrl) throw new FoyerError('NETWORK_NOT_FOUND')
    const response = await fetchFn(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    })
    if (!response.ok) throw new HttpStatusError(response.status)
    const body = (await response.json()) as { result?: unknown; error?: { code?: number; message?: string } }
    if (body.error) throw Object.assign(new Error(body.error.message ?? `${method} failed`), { code: body.error.code })
    return body.result as T
  }
}
