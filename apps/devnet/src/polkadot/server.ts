import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { PolkadotChain } from './chain.ts'
import { answerJsonRpc } from './jsonRpc.ts'
import { plainCall, serveWebSockets } from './subscriptions.ts'

/** A node's default `--rpc-max-request-size` is 15 MiB; a stand-in without extrinsics needs far less. */
const MAX_BODY_BYTES = 1_048_576

/**
 * The HTTP side: POST JSON-RPC on any path, GET /health, and CORS open to every origin as a dev node
 * (`--rpc-cors all`) allows, so a dapp or wallet in a browser page can call it; WebSocket upgrades get the same
 * methods plus subscriptions.
 */
export function createPolkadotRpcServer(chain: PolkadotChain): { server: Server; closeWebSockets(): void } {
  const call = plainCall(chain)
  const server = createServer((request, response) => {
    handle(request, response, call).catch((error) => {
      console.error('[polkadot-devnet] request failed', error)
      if (!response.headersSent) reply(response, 500, 'text/plain', 'Internal Server Error')
    })
  })
  const webSockets = serveWebSockets(server, chain)
  return { server, closeWebSockets: () => webSockets.close() }
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  call: ReturnType<typeof plainCall>,
): Promise<void> {
  response.setHeader('Access-Control-Allow-Origin', '*')
  if (request.method === 'OPTIONS') {
    response.setHeader('Access-Control-Allow-Methods', 'POST, GET, OPTIONS')
    response.setHeader(
      'Access-Control-Allow-Headers',
      request.headers['access-control-request-headers'] ?? 'content-type',
    )
    response.setHeader('Access-Control-Max-Age', '86400')
    response.writeHead(204).end()
    return
  }
  if (request.method === 'GET' && new URL(request.url ?? '/', 'http://localhost').pathname === '/health') {
    reply(response, 200, 'application/json', JSON.stringify({ peers: 0, isSyncing: false, shouldHavePeers: false }))
    return
  }
  if (request.method !== 'POST') {
    response.setHeader('Allow', 'POST, GET, OPTIONS')
    reply(response, 405, 'text/plain', 'Used HTTP Method is not allowed. POST or OPTIONS is required')
    return
  }
  const body = await readBody(request)
  if (body === undefined) {
    reply(response, 413, 'text/plain', 'Payload Too Large')
    return
  }
  const answer = await answerJsonRpc(body, call)
  if (answer === undefined) {
    response.writeHead(200).end()
    return
  }
  reply(response, 200, 'application/json; charset=utf-8', JSON.stringify(answer))
}

/** The body, or undefined once it passes the size limit (the rest is drained, not kept). */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  let tooLarge = false
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) tooLarge = true
    else chunks.push(chunk)
  }
  return tooLarge ? undefined : Buffer.concat(chunks).toString('utf8')
}

function reply(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, { 'Content-Type': contentType }).end(body)
}
