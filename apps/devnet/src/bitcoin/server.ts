import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { EsploraContext } from './esploraContext.ts'
import { answerEsplora } from './esploraRoutes.ts'
import { text } from './httpReply.ts'

/** Core's MAX_STANDARD_TX_WEIGHT in hex characters (400,000 bytes), plus room for whitespace. */
const MAX_BODY_BYTES = 800_100

/**
 * The HTTP side: Esplora's REST API on every path, CORS open to every origin as blockstream.info and mempool.space
 * serve it, so a wallet in a browser page can call it.
 */
export function createEsploraServer(context: EsploraContext): Server {
  return createServer((request, response) => {
    handle(context, request, response).catch((error) => {
      console.error('[bitcoin-devnet] request failed', error)
      if (!response.headersSent) write(response, text('Internal Server Error', 500))
    })
  })
}

async function handle(context: EsploraContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  response.setHeader('Access-Control-Allow-Origin', '*')
  if (request.method === 'OPTIONS') {
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
    response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*')
    response.setHeader('Access-Control-Max-Age', '86400')
    response.writeHead(204).end()
    return
  }
  const body = request.method === 'POST' ? await readBody(request) : ''
  if (body === undefined) {
    write(response, text('Payload Too Large', 413))
    return
  }
  write(response, answerEsplora(context, request.method ?? 'GET', request.url ?? '/', body))
}

/** The body, or undefined once it passes the size limit (the rest is drained, not kept). */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size <= MAX_BODY_BYTES) chunks.push(chunk)
  }
  return size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')
}

function write(response: ServerResponse, reply: ReturnType<typeof text>): void {
  response.writeHead(reply.status, { 'Content-Type': reply.contentType })
  response.end(response.req.method === 'HEAD' ? undefined : reply.body)
}
