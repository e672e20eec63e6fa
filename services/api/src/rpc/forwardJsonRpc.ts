/** What the upstream node said: its JSON text, or why there is none to relay. */
export type UpstreamAnswer =
  | { ok: true; text: string }
  | { ok: false; kind: 'unavailable'; reason: string }
  | { ok: false; kind: 'tooLarge' | 'busy' }

const UPSTREAM_TIMEOUT_MS = 10_000
/** The largest answer relayed: 8 MiB, about 10,000 logs. A larger one is cut off, never buffered whole. */
export const UPSTREAM_ANSWER_MAX_BYTES = 8 * 1024 * 1024
/** Memory one byte of answer takes while relayed: the chunks, their join and the text. */
export const ANSWER_BYTES_HELD = 3

export interface ForwardOptions {
  maxBytes?: number
  /** Charges the in-flight budget for what arrives; false stops the read (the server is busy). */
  charge?: (bytes: number) => boolean
}

/**
 * Posts a JSON-RPC body to a chain's node and reads its answer, at most `maxBytes` of it. Only what happens on
 * the way to the node and back is an outage: the body is serialised before, so a fault of our own is thrown
 * (a logged 500), never reported as a node down.
 */
export async function forwardJsonRpc(
  rpcUrl: string,
  body: unknown,
  options: ForwardOptions = {},
): Promise<UpstreamAnswer> {
  const text = JSON.stringify(body)
  return fetchUpstream(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text }, options)
}

/**
 * One HTTP request to an upstream service (a node, an Esplora API) and its answer's text, at most `maxBytes`
 * of it, charged as it arrives. A refused connection, a timeout or a non-2xx answer is 'unavailable'.
 */
export async function fetchUpstream(
  url: string,
  init: RequestInit,
  options: ForwardOptions = {},
): Promise<UpstreamAnswer> {
  const maxBytes = options.maxBytes ?? UPSTREAM_ANSWER_MAX_BYTES
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) })
  } catch (error) {
    return { ok: false, kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) }
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {})
    return { ok: false, kind: 'unavailable', reason: `upstream answered ${response.status}` }
  }
  if (!response.body) return { ok: true, text: '' }
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      const refused =
        size > maxBytes
          ? 'tooLarge'
          : options.charge?.(value.byteLength * ANSWER_BYTES_HELD) === false
            ? 'busy'
            : undefined
      if (refused) {
        await reader.cancel().catch(() => {})
        return { ok: false, kind: refused }
      }
      chunks.push(value)
    }
  } catch (error) {
    return { ok: false, kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) }
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') }
}
