import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { request as httpsRequest } from 'node:https'

/** Headers that describe one hop and must not be passed on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
])

/**
 * The client's address appended to any X-Forwarded-For it sent: an API that trusts this proxy reads the last
 * entry, the one the proxy wrote, so a client cannot choose the address its rate limits are counted under.
 */
export function forwardedFor(previous: string | string[] | undefined, remoteAddress: string | undefined): string {
  const earlier = Array.isArray(previous) ? previous.join(', ') : previous
  const own = remoteAddress ?? 'unknown'
  return earlier ? `${earlier}, ${own}` : own
}

/** Streams a request to `target` and its answer back, adding only X-Forwarded-For and the given headers. */
export function proxyRequest(
  request: IncomingMessage,
  response: ServerResponse,
  target: URL,
  answerHeaders: Record<string, string>,
): void {
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value
  }
  headers['x-forwarded-for'] = forwardedFor(request.headers['x-forwarded-for'], request.socket.remoteAddress)
  headers.host = target.host
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest
  const upstream = send(target, { method: request.method, headers }, (answer) => {
    const passed: Record<string, string | string[]> = {}
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) passed[name] = value
    }
    response.writeHead(answer.statusCode ?? 502, { ...passed, ...answerHeaders })
    answer.pipe(response)
  })
  upstream.on('error', () => {
    if (response.headersSent) return void response.destroy()
    response.writeHead(502, { 'content-type': 'application/json', ...answerHeaders })
    response.end(JSON.stringify({ error: { code: 'UPSTREAM_UNAVAILABLE', message: 'The Foyer API is unreachable' } }))
  })
  request.pipe(upstream)
}
