import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

/**
 * A built page's dist on 127.0.0.1:`port`, the same way for every page: files as built, uncompressed (the bench
 * weighs JS by gzipping the file itself), never cached (every run opens a fresh browser context anyway).
 */
export async function serveDist(dist: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://loopback').pathname)
    const file = join(dist, normalize(path === '/' ? '/index.html' : path))
    if (!file.startsWith(dist)) {
      response.writeHead(403).end()
      return
    }
    readFile(file).then(
      (body) => {
        const type = TYPES[extname(file)] ?? 'application/octet-stream'
        response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body)
      },
      () => response.writeHead(404).end(),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return server
}
