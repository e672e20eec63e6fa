import { FoyerError, HttpStatusError } from '@foyer/core'

// SPEC §9: library HTTP timeout.
const HTTP_TIMEOUT_MS = 10_000

/**
 * `eth_getBalance` straight to the network's own node, not through the wallet: the wallet may be on
 * another chain, and a read should never wake a wallet prompt.
 */
export async function fetchNativeBalance(rpcUrl: string, address: string, fetchFn: typeof fetch): Promise<bigint> {
  const response = await fetchFn(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  })
  if (!response.ok) throw new HttpStatusError(response.status)
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (typeof body.result !== 'string') {
    throw new FoyerError('TOKEN_BALANCE_UNAVAILABLE', undefined, { cause: body.error ?? body })
  }
  return BigInt(body.result)
}
