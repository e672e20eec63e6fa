import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { HEADERS_TIMEOUT_MS, MAX_CONNECTIONS, REQUEST_TIMEOUT_MS } from './connectionLimits.ts'

export type HttpServer = ReturnType<typeof serve>

export interface Listening {
  server: HttpServer
  /** `http://host:port`, with an IPv6 host in brackets. */
  url: string
  close(): Promise<void>
}

/**
 * Serves a fetch handler the way the API serves itself: @hono/node-server on Node's HTTP server, with open
 * connections and slow senders bounded (docs/operations.md). The bench serves its bare-route ceiling through
 * this too, so both sides of the comparison run on the same server settings.
 */
export async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  options: { port?: number; host?: string } = {},
): Promise<Listening> {
  const host = options.host ?? '127.0.0.1'
  const server = await new Promise<HttpServer>((resolve, reject) => {
    const started = serve({ fetch, port: options.port ?? 0, hostname: host }, () => resolve(started))
    started.once('error', reject)
  })
  if ('requestTimeout' in server) {
    server.maxConnections = MAX_CONNECTIONS
    server.headersTimeout = HEADERS_TIMEOUT_MS
    server.requestTimeout = REQUEST_TIMEOUT_MS
  }
  const { port } = server.address() as AddressInfo
  return {
    server,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        if ('closeAllConnections' in server) server.closeAllConnections()
      }),
  }
}
