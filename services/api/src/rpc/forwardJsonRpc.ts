/** What the upstream node said: its JSON text, or that it could not be reached or gave no JSON-RPC answer. */
export type UpstreamAnswer = { ok: true; text: string } | { ok: false; reason: string }

const UPSTREAM_TIMEOUT_MS = 10_000

/**
 * Posts a JSON-RPC body to a chain's node. Only what happens on the way to the node and back is an outage: the
 * body is serialised before, so a fault of our own is thrown (a logged 500), never reported as a node down.
 */
export async function forwardJsonRpc(rpcUrl: string, body: unknown): Promise<UpstreamAnswer> {
  const text = JSON.stringify(body)
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text,
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    })
    const answer = await response.text()
    if (!response.ok) return { ok: false, reason: `upstream answered ${response.status}` }
    return { ok: true, text: answer }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
}
