import { FoyerError, HttpStatusError, type Network } from '@foyer/core'

// SPEC §9: library HTTP timeout.
const HTTP_TIMEOUT_MS = 10_000

/** An Esplora UTXO entry (`GET /address/:a/utxo`): confirmed and mempool outputs alike. */
export interface EsploraUtxo {
  txid: string
  vout: number
  value: number
  status?: { confirmed?: boolean; block_height?: number }
}

/** The network's Esplora-compatible API: its rpc URL is the API's base (no trailing slash). */
export function esploraBase(network: Network): string {
  const base = network.rpcUrls.default.http[0]
  if (!base) throw new FoyerError('NETWORK_NOT_FOUND', undefined, { detail: `${network.name} has no Esplora URL` })
  return base.replace(/\/+$/, '')
}

/**
 * One call to the network's Esplora API. A non-2xx answer is 'HTTP status code: {status}' with the API's text as
 * detail; no answer at all (refused, timed out) is `unreachable`.
 */
export async function esploraFetch(
  network: Network,
  path: string,
  fetchFn: typeof fetch,
  init: RequestInit = {},
): Promise<Response> {
  let response: Response
  try {
    response = await fetchFn(`${esploraBase(network)}${path}`, {
      ...init,
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    })
  } catch (error) {
    if (error instanceof FoyerError) throw error
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    throw new FoyerError(timedOut ? 'REQUEST_TIMEOUT' : 'TOKEN_BALANCE_UNAVAILABLE', undefined, {
      cause: error,
      detail: `${esploraBase(network)} did not answer`,
    })
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '')
    throw new HttpStatusError(response.status, text ? { message: text.slice(0, 500) } : undefined)
  }
  return response
}

/** A JSON answer, or 'Token Balance Unavailable' when the body is not JSON. */
export async function esploraJson<T>(network: Network, path: string, fetchFn: typeof fetch): Promise<T> {
  const response = await esploraFetch(network, path, fetchFn)
  try {
    return (await response.json()) as T
  } catch (error) {
    throw new FoyerError('TOKEN_BALANCE_UNAVAILABLE', undefined, { cause: error, detail: `${path} is not JSON` })
  }
}

/** The address's unspent outputs, confirmed and in the mempool (Esplora leaves out those the mempool spends). */
export async function addressUtxos(network: Network, address: string, fetchFn: typeof fetch): Promise<EsploraUtxo[]> {
  const utxos = await esploraJson<unknown>(network, `/address/${encodeURIComponent(address)}/utxo`, fetchFn)
  if (!Array.isArray(utxos) || !utxos.every(isUtxo)) {
    throw new FoyerError('TOKEN_BALANCE_UNAVAILABLE', undefined, { detail: 'The UTXO list is malformed' })
  }
  return utxos
}

const isUtxo = (value: unknown): value is EsploraUtxo => {
  const utxo = value as Partial<EsploraUtxo> | null
  return (
    typeof utxo?.txid === 'string' &&
    /^[0-9a-f]{64}$/i.test(utxo.txid) &&
    Number.isSafeInteger(utxo.vout) &&
    Number.isSafeInteger(utxo.value) &&
    (utxo.value as number) >= 0
  )
}
