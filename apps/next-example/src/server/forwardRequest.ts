/** Headers that describe one hop, not the message: never passed on. */
const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length']
/** fetch hands the body back decoded, so the upstream's encoding and length no longer describe it. */
const DECODED_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding', 'connection']

/**
 * Passes the page's request on to `target` and its answer back, cookies included: the page talks to its own origin
 * only (its CSP says connect-src 'self'), and the session cookie the Foyer API sets lands on this origin, where the
 * server components read it.
 */
export async function forwardRequest(request: Request, target: string): Promise<Response> {
  const headers = new Headers(request.headers)
  for (const name of HOP_HEADERS) headers.delete(name)
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  let answer: Response
  try {
    answer = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
      cache: 'no-store',
    })
  } catch {
    return Response.json(
      { error: { code: 'UPSTREAM_UNREACHABLE', message: 'The server behind this page did not answer' } },
      { status: 502 },
    )
  }
  const answerHeaders = new Headers(answer.headers)
  for (const name of DECODED_HEADERS) answerHeaders.delete(name)
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: answerHeaders })
}
