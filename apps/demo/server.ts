import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { connect as connectTcp } from 'node:net'
import { dirname, extname, join, normalize, resolve } from 'node:path'
import { handleProtectedRoute } from './protectedRoute.ts'

/**
 * Serves the built demo under a strict Content-Security-Policy and forwards `/rpc/{chainId}` to the local
 * nodes, so the page talks only to its own origin (connect-src 'self' holds) and names no other host.
 */
export const STRICT_CSP = "default-src 'self'"

/** The demo's CSP: STRICT_CSP, plus the embedded wallet's frame when a secure site is configured. */
export function demoCsp(secureSiteUrl?: string): string {
  return secureSiteUrl ? `${STRICT_CSP}; frame-src 'self' ${new URL(secureSiteUrl).origin}` : STRICT_CSP
}

/** Names the secure site to the page (a meta tag, since the page's URL does not know another origin). */
export function withSecureSiteMeta(html: string, secureSiteUrl: string): string {
  const escaped = secureSiteUrl.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
  return html.replace('</head>', `<meta name="foyer-secure-site" content="${escaped}" />\n</head>`)
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
}

export interface DemoServerOptions {
  distDir: string
  port: number
  host?: string
  /** chain id → upstream JSON-RPC URL */
  rpcUpstreams: Record<string, string>
  /**
   * name → an Esplora-compatible HTTP API (a Bitcoin network's "RPC"), served to the page at `/esplora/{name}/…`
   * with its paths, methods and bodies as they are.
   */
  esploraUpstreams?: Record<string, string>
  /** The Foyer API, served to the page at `/api/…`. */
  apiUpstream?: string
  /** The WalletConnect relay, served to the page at `/relay` (WebSocket). */
  relayUpstream?: string
  /** The embedded wallet's secure site (apps/secure-site); the page may frame it and learns its URL from a meta tag. */
  secureSiteUrl?: string
  /**
   * Other built apps served beside the demo on the same origin (so with its `/rpc`, `/api` and `/relay`), by path
   * prefix: `{ '/wagmi/': 'apps/wagmi-example/dist' }`.
   */
  apps?: Record<string, string>
  /** The project the demo's own server route (`/demo-api/me`) checks sessions for. Default 'foyer-demo'. */
  projectId?: string
}

/** Forwards a request as it is (method, headers, body) and streams the answer back. */
function proxyHttp(request: IncomingMessage, response: ServerResponse, target: URL): void {
  const upstream = httpRequest(
    target,
    { method: request.method, headers: { ...request.headers, host: target.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
    },
  )
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ error: { code: 'UPSTREAM_UNREACHABLE', message: 'The Foyer API is unreachable' } }))
  })
  request.pipe(upstream)
}

async function proxyRpc(request: IncomingMessage, response: ServerResponse, upstream: string): Promise<void> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  try {
    const answer = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat(chunks),
    })
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(Buffer.from(await answer.arrayBuffer()))
  } catch {
    response.writeHead(502, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32603, message: 'Node unreachable' } }))
  }
}

/** The page of the deepest folder at or above `path` that has one; the root's page at the latest. */
async function nearestFolderPage(root: string, path: string): Promise<string> {
  for (let folder = path; folder.startsWith(root) && folder !== root; folder = dirname(folder)) {
    const page = join(folder, 'index.html')
    if ((await stat(page).catch(() => undefined))?.isFile()) return page
  }
  return join(root, 'index.html')
}

async function serveFile(
  response: ServerResponse,
  distDir: string,
  urlPath: string,
  secureSiteUrl?: string,
): Promise<void> {
  const root = resolve(distDir)
  const requested = normalize(join(root, decodeURIComponent(urlPath)))
  const inside = requested.startsWith(root)
  const found = inside ? await stat(requested).catch(() => undefined) : undefined
  // A folder with its own page (the WalletConnect test wallet at /wallet/) serves that page, for its own paths too
  // (the wallet's app link /wallet/wc?uri=…); anything else is the demo's page.
  const file = found?.isFile()
    ? requested
    : inside
      ? await nearestFolderPage(root, requested)
      : join(root, 'index.html')
  const isAsset = file.includes(`${root}/assets/`)
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'content-security-policy': demoCsp(secureSiteUrl),
    'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
  })
  if (secureSiteUrl && extname(file) === '.html') {
    response.end(withSecureSiteMeta(await readFile(file, 'utf8'), secureSiteUrl))
    return
  }
  createReadStream(file).pipe(response)
}

export function startDemoServer(
  options: DemoServerOptions,
): Promise<{ url: string; server: Server; stop(): Promise<void> }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    // `/rpc/31337` for an EVM chain by its id, `/rpc/solana` for the Solana devnet.
    const rpcMatch = /^\/rpc\/([a-z0-9-]+)$/.exec(url.pathname)
    if (rpcMatch) {
      const upstream = options.rpcUpstreams[rpcMatch[1] ?? '']
      if (request.method === 'POST' && upstream) return void proxyRpc(request, response, upstream)
      response.writeHead(404).end()
      return
    }
    const esploraMatch = /^\/esplora\/([a-z0-9-]+)(\/.*)?$/.exec(url.pathname)
    if (esploraMatch) {
      const upstream = options.esploraUpstreams?.[esploraMatch[1] ?? '']
      if (!upstream) return void response.writeHead(404).end()
      const target = new URL(`${upstream.replace(/\/+$/, '')}${esploraMatch[2] ?? '/'}${url.search}`)
      return proxyHttp(request, response, target)
    }
    if (options.apiUpstream && url.pathname === '/demo-api/me' && request.method === 'GET') {
      const apiUrl = options.apiUpstream
      return void handleProtectedRoute(request, response, { apiUrl, projectId: options.projectId ?? 'foyer-demo' })
    }
    if (options.apiUpstream && (url.pathname === '/api' || url.pathname.startsWith('/api/'))) {
      const target = new URL(url.pathname.slice('/api'.length) + url.search, options.apiUpstream)
      return proxyHttp(request, response, target)
    }
    const app = Object.entries(options.apps ?? {}).find(([prefix]) => url.pathname.startsWith(prefix))
    if (app) {
      const [prefix, distDir] = app
      return void serveFile(response, distDir, url.pathname.slice(prefix.length - 1), options.secureSiteUrl)
    }
    void serveFile(response, options.distDir, url.pathname, options.secureSiteUrl)
  })
  // A WebSocket upgrade on /relay is spliced byte for byte onto the relay's own socket.
  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (!options.relayUpstream || url.pathname !== '/relay') return socket.destroy()
    const relay = new URL(options.relayUpstream)
    const upstream = connectTcp(Number(relay.port), relay.hostname, () => {
      const path = `${relay.pathname.replace(/\/$/, '')}/${url.search}`
      const headers = Object.entries(request.headers).map(
        ([name, value]) => `${name}: ${name === 'host' ? relay.host : value}`,
      )
      upstream.write(`GET ${path} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`)
      upstream.write(head)
      upstream.pipe(socket)
      socket.pipe(upstream)
    })
    const close = () => {
      upstream.destroy()
      socket.destroy()
    }
    upstream.on('error', close)
    socket.on('error', close)
  })
  const host = options.host ?? '127.0.0.1'
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : options.port
      resolvePromise({
        url: `http://${host}:${port}`,
        server,
        stop: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}
