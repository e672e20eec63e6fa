import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A real HTTP server on loopback answering as `handler` says: an Esplora API that fails in the ways real ones do. */
export async function startLoopbackServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A loopback URL nothing listens on: a server that started and stopped again. */
export async function deadUrl(): Promise<string> {
  const server = await startLoopbackServer(() => {})
  await server.stop()
  return server.url
}
