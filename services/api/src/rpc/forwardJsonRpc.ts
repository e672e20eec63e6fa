/** What the upstream node said: its JSON text, or that it could not be reached or gave no JSON-RPC answer. */
export type UpstreamAnswer = { ok: true; text: string } | { ok: false; reason: string }

const UPSTREAM_TIMEOUT_MS = 10_000

/** Posts a JSON-RPC body to a chain's node. */
export async function forwardJsonRpc(rpcUrl: string, body: unknown): Promise<UpstreamAnswer> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    })
    const text = await response.text()
    if (!response.ok) return { ok: false, reason: `upstream answered ${response.status}` }
    return { ok: true, text }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
}
