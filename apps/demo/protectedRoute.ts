import type { IncomingMessage, ServerResponse } from 'node:http'

/** The cookie the Foyer API sets on sign-in (@foyer/protocol SIWX_SESSION_COOKIE). */
const SESSION_COOKIE = 'foyer_session'

export interface ProtectedRouteOptions {
  /** The Foyer API this dapp's backend asks (server to server, not through the page). */
  apiUrl: string
  projectId: string
  fetch?: typeof fetch
}

function sessionIdOf(request: IncomingMessage): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === SESSION_COOKIE && value.length > 0) return decodeURIComponent(value.join('='))
  }
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')
  return bearer?.[1]
}

interface SessionAnswer {
  account: string
  email?: string
  expiresAt: string
  session: { data: { chainId: string; accountAddress: string } }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  response.end(JSON.stringify(body))
}

/**
 * `GET /demo-api/me` — an example of a dapp's own server route that trusts only a verified session. It takes
 * nothing the page says about who the visitor is: it hands the session cookie to the Foyer API, which verified
 * the signed message when the session was made, and answers only for a session the API still vouches for
 * (not revoked, not expired).
 */
export async function handleProtectedRoute(
  request: IncomingMessage,
  response: ServerResponse,
  options: ProtectedRouteOptions,
): Promise<void> {
  const id = sessionIdOf(request)
  if (!id) return send(response, 401, { error: 'Sign in with your wallet first' })
  const query = new URLSearchParams({ projectId: options.projectId, st: 'demo-server', sv: '0.1.0' })
  let answer: Response
  try {
    answer = await (options.fetch ?? fetch)(`${options.apiUrl.replace(/\/$/, '')}/v1/sessions/current?${query}`, {
      headers: { authorization: `Bearer ${id}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    })
  } catch {
    return send(response, 503, { error: 'The Foyer API is unreachable; try again shortly' })
  }
  if (answer.status === 401 || answer.status === 404) {
    const body = (await answer.json().catch(() => ({}))) as { error?: { message?: string } }
    return send(response, 401, { error: body.error?.message ?? 'Sign in with your wallet first' })
  }
  if (!answer.ok) return send(response, 503, { error: `The Foyer API answered ${answer.status}; try again shortly` })
  const session = (await answer.json()) as SessionAnswer
  send(response, 200, {
    account: session.account,
    chainId: session.session.data.chainId,
    address: session.session.data.accountAddress,
    ...(session.email ? { email: session.email } : {}),
    expiresAt: session.expiresAt,
    message: `Welcome back, ${session.session.data.accountAddress}. This answer came from the demo server.`,
  })
}
