import { FoyerError, HttpStatusError, type Network } from '@foyer/core'

// SPEC §9: library HTTP timeout.
const HTTP_TIMEOUT_MS = 10_000
/**
 * A string literal (kept as it is), or an integer of 16 digits or more outside one: it may be past 2^53 (JSON has
 * no size limit; lamports are u64). Digits of a fraction or an exponent are left alone.
 */
const STRING_OR_LONG_INTEGER = /"(?:[^"\\]|\\.)*"|(?<![\d.eE+-])(-?\d{16,})(?![\d.eE])/g

export type SolanaRpc = <T>(method: string, params: readonly unknown[]) => Promise<T>

/** A JSON-RPC error answer, with the node's code (e.g. -32002 'Transaction simulation failed') and data. */
export class SolanaRpcError extends Error {
  override readonly name = 'SolanaRpcError'
  constructor(
    message: string,
    readonly code: number | undefined,
    readonly data: unknown,
  ) {
    super(message)
  }
}

/**
 * JSON.parse with every integer of 16 digits or more read as a string, so a u64 (a balance of lamports) keeps
 * its every digit; callers read them with BigInt.
 */
export function parseRpcJson(text: string): unknown {
  return JSON.parse(
    text.replace(STRING_OR_LONG_INTEGER, (token, integer: string | undefined) => (integer ? `"${integer}"` : token)),
  )
}

/**
 * Plain JSON-RPC to the network's own node, not through the wallet: reads never wake a wallet prompt, and this
 * keeps @solana/kit's RPC client out of the page's first chunk.
 */
export function solanaRpc(network: Network, fetchFn: typeof fetch): SolanaRpc {
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
    const body = parseRpcJson(await response.text()) as {
      result?: unknown
      error?: { code?: number; message?: string; data?: unknown }
    }
    if (body.error) {
      throw new SolanaRpcError(body.error.message ?? `${method} failed`, body.error.code, body.error.data)
    }
    return body.result as T
  }
}

/** A u64 the node sent as a JSON number, or as a string when it was too long for one (parseRpcJson). */
export const toBigInt = (value: unknown): bigint => {
  if (typeof value === 'number' || typeof value === 'string') return BigInt(value)
  throw new TypeError(`Expected an integer, got ${JSON.stringify(value)}`)
}
