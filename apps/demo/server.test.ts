import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { demoCsp, STRICT_CSP, startDemoServer, withSecureSiteMeta } from './server.ts'

const stops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
})

async function serve(secureSiteUrl?: string) {
  const distDir = await mkdtemp(join(tmpdir(), 'foyer-demo-'))
  await writeFile(
    join(distDir, 'index.html'),
    '<!doctype html><html><head><title>demo</title></head><body></body></html>',
  )
  const demo = await startDemoServer({
    distDir,
    port: 0,
    rpcUpstreams: {},
    ...(secureSiteUrl ? { secureSiteUrl } : {}),
  })
  stops.push(demo.stop)
  return fetch(`${demo.url}/`)
}

it('keeps the strict CSP and the page as built without a secure site', async () => {
  const page = await serve()
  expect(page.headers.get('content-security-policy')).toBe(STRICT_CSP)
  expect(await page.text()).not.toContain('foyer-secure-site')
})

it('lets the page frame the secure site, and only it, and names it in a meta tag', async () => {
  const page = await serve('http://localhost:5190/')
  expect(page.headers.get('content-security-policy')).toBe("default-src 'self'; frame-src 'self' http://localhost:5190")
  expect(await page.text()).toContain('<meta name="foyer-secure-site" content="http://localhost:5190/" />')
})

it('writes the URL into the page escaped, and only its origin into the CSP', () => {
  expect(withSecureSiteMeta('<head></head>', 'http://localhost:5190/?a="b"&c<')).toContain(
    'content="http://localhost:5190/?a=&quot;b&quot;&amp;c&lt;"',
  )
  expect(demoCsp('http://localhost:5190/frame?x=1')).toBe("default-src 'self'; frame-src 'self' http://localhost:5190")
})

it('serves an Esplora API at /esplora/{name}/, paths, methods and bodies as they are', async () => {
  const { createServer } = await import('node:http')
  const seen: string[] = []
  const esplora = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      seen.push(`${request.method} ${request.url} ${Buffer.concat(chunks).toString()}`)
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
    })
  })
  await new Promise<void>((done) => esplora.listen(0, '127.0.0.1', done))
  stops.push(() => new Promise((done) => esplora.close(() => done())))
  const address = esplora.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const distDir = await mkdtemp(join(tmpdir(), 'foyer-demo-'))
  await writeFile(join(distDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>')
  const demo = await startDemoServer({
    distDir,
    port: 0,
    rpcUpstreams: {},
    esploraUpstreams: { regtest: `http://127.0.0.1:${port}/api` },
  })
  stops.push(demo.stop)

  expect(await (await fetch(`${demo.url}/esplora/regtest/address/bcrt1qxyz/utxo?x=1`)).text()).toBe('ok')
  expect(await (await fetch(`${demo.url}/esplora/regtest/tx`, { method: 'POST', body: '0200' })).text()).toBe('ok')
  expect(seen).toEqual(['GET /api/address/bcrt1qxyz/utxo?x=1 ', 'POST /api/tx 0200'])
  expect((await fetch(`${demo.url}/esplora/mainnet/blocks/tip/height`)).status).toBe(404)
})

it('serves the test wallet’s page at its own paths, such as its app link /wallet/wc, and the demo elsewhere', async () => {
  const { mkdir } = await import('node:fs/promises')
  const distDir = await mkdtemp(join(tmpdir(), 'foyer-demo-'))
  await writeFile(join(distDir, 'index.html'), '<title>demo</title>')
  await mkdir(join(distDir, 'wallet'))
  await writeFile(join(distDir, 'wallet', 'index.html'), '<title>wallet</title>')
  const demo = await startDemoServer({ distDir, port: 0, rpcUpstreams: {} })
  stops.push(demo.stop)
  const title = async (path: string) => (await (await fetch(`${demo.url}${path}`)).text()).match(/<title>(\w+)/)?.[1]
  expect(await title('/wallet/')).toBe('wallet')
  expect(await title('/wallet/wc?uri=wc%3Aabc')).toBe('wallet')
  expect(await title('/')).toBe('demo')
  expect(await title('/somewhere/else')).toBe('demo')
  expect(await title('/../../etc/passwd')).toBe('demo')
})
