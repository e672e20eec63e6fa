import { createReadStream, existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { proxyRequest } from './src/server/apiProxy.ts'
import { fetchProjectOrigins } from './src/server/projectOrigins.ts'
import { secureSiteCsp } from './src/server/secureSiteCsp.ts'
import { isSitePage, SITE_PAGES, withAllowedOrigins } from './src/server/sitePages.ts'

/** Where `npm run build -w @foyer/secure-site` (vite build) writes the frame. */
export const SECURE_SITE_DIST = fileURLToPath(new URL('./dist', import.meta.url))

export interface SecureSiteOptions {
  /** 0 picks a free port. */
  port: number
  /** The Foyer API: allowed origins for the CSP and the handshake, and everything the frame calls at `/api/*`. */
  apiUrl: string
  /** The RPC endpoint's base (SPEC §7 `{rpcUrl}/v1/?chainId=&projectId=`) when it is not the API itself. */
  rpcUpstream?: string
  /** Default 127.0.0.1. */
  host?: string
  /** Default SECURE_SITE_DIST. */
  distDir?: string
}

export interface SecureSite {
  /** The site's base URL (`http://127.0.0.1:<port>`); the frame is at `${url}/frame`. */
  url: string
  /** The exact origin apps post the handshake to and the API's CORS names. */
  origin: string
  stop(): Promise<void>
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/** Sent with every answer, pages or not: no sniffing, no referrer leaving the origin that holds keys. */
const BASE_HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' } as const
const NOT_FRAMED_CSP = secureSiteCsp([])

/**
 * The embedded wallet's secure site: the frame and the export page as vite built them, each answer under a
 * strict CSP whose frame-ancestors are the allowed origins of the project the page is loaded for, and the
 * Foyer API at `/api/*` so the frame talks to its own origin only (connect-src 'self').
 */
export function startSecureSite(options: SecureSiteOptions): Promise<SecureSite> {
  const distDir = resolve(options.distDir ?? SECURE_SITE_DIST)
  if (!existsSync(join(distDir, 'frame.html'))) {
    return Promise.reject(new Error('The secure site is not built: run `npm run build -w @foyer/secure-site` first.'))
  }
  let origin = ''
  const server = createServer((request, response) => {
    void route(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, { ...BASE_HEADERS, 'content-security-policy': NOT_FRAMED_CSP })
      response.end()
    })
  })

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://secure-site.invalid')
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return proxyApi(request, response, url)
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...BASE_HEADERS, allow: 'GET, HEAD', 'content-security-policy': NOT_FRAMED_CSP })
      return void response.end()
    }
    if (isSitePage(url.pathname)) return servePage(response, url)
    if (url.pathname.startsWith('/assets/')) return serveAsset(response, url.pathname)
    response.writeHead(404, { ...BASE_HEADERS, 'content-security-policy': NOT_FRAMED_CSP })
    response.end()
  }

  function proxyApi(request: IncomingMessage, response: ServerResponse, url: URL): void {
    // The API is the frame's, not the web's: a page of another origin may not make the visitor's browser send
    // codes or sign out through it (the API's own CORS would only hide the answer, not stop the request).
    const requestOrigin = request.headers.origin
    if (requestOrigin !== undefined && requestOrigin !== origin) {
      response.writeHead(403, { ...BASE_HEADERS, 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: { code: 'ORIGIN_NOT_ALLOWED', message: 'This origin is not allowed' } }))
      return
    }
    const path = url.pathname.slice('/api'.length)
    const isRpc = path === '/v1' || path === '/v1/'
    const base = isRpc && options.rpcUpstream ? options.rpcUpstream : options.apiUrl
    const target = new URL(`${base.replace(/\/$/, '')}${path}${url.search}`)
    // The API answers the secure origin for its own calls (/v1/embedded/*, the origins); the RPC proxy answers a
    // project's origins only. The frame's chain reads reach it as what they are here — calls of this server,
    // which let no other origin through above — rather than as a browser call from an origin it never allowed.
    if (isRpc) delete request.headers.origin
    proxyRequest(request, response, target, { ...BASE_HEADERS, 'content-security-policy': NOT_FRAMED_CSP })
  }

  async function servePage(response: ServerResponse, url: URL): Promise<void> {
    const page = SITE_PAGES[url.pathname as keyof typeof SITE_PAGES]
    const origins =
      page.framedBy === 'project' ? await fetchProjectOrigins(options.apiUrl, url.searchParams.get('projectId')) : []
    const html = await readFile(join(distDir, page.file), 'utf8')
    response.writeHead(200, {
      ...BASE_HEADERS,
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': secureSiteCsp(origins),
      // The allowed origins are written into the page: a cached copy could outlive a change to them.
      'cache-control': 'no-store',
      // The export window must not be reachable from the page that opened it.
      ...(page.opener === 'severed' ? { 'cross-origin-opener-policy': 'same-origin' } : {}),
    })
    response.end(withAllowedOrigins(html, origins))
  }

  async function serveAsset(response: ServerResponse, path: string): Promise<void> {
    const root = join(distDir, 'assets')
    const file = normalize(join(distDir, decodeURIComponent(path)))
    const found = file.startsWith(`${root}/`) ? await stat(file).catch(() => undefined) : undefined
    const type = CONTENT_TYPES[extname(file)]
    if (!found?.isFile() || !type) {
      response.writeHead(404, { ...BASE_HEADERS, 'content-security-policy': NOT_FRAMED_CSP })
      return void response.end()
    }
    response.writeHead(200, {
      ...BASE_HEADERS,
      'content-type': type,
      'content-security-policy': NOT_FRAMED_CSP,
      'cache-control': 'public, max-age=31536000, immutable',
    })
    createReadStream(file).pipe(response)
  }

  const host = options.host ?? '127.0.0.1'
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : options.port
      const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
      origin = new URL(url).origin
      resolvePromise({
        url,
        origin,
        stop: () =>
          new Promise((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}
