import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type ApiServer, createMemoryLogger, startApiServer } from '@foyer/api'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type SecureSite, startSecureSite } from './server.ts'

const DAPP = 'http://127.0.0.1:4173'
const OTHER_DAPP = 'https://other.example'

let api: ApiServer
let site: SecureSite
let distDir: string

beforeAll(async () => {
  api = await startApiServer({ port: 0, chains: [], log: createMemoryLogger() })
  await api.upsertProject({ id: 'site-test', name: 'Site test', tier: 'pro', allowedOrigins: [DAPP, OTHER_DAPP] })
  await api.upsertProject({ id: 'site-closed', name: 'No origins', tier: 'pro', allowedOrigins: [] })
  distDir = await mkdtemp(join(tmpdir(), 'foyer-secure-site-'))
  await mkdir(join(distDir, 'assets'))
  await writeFile(join(distDir, 'frame.html'), '<!doctype html><html><head><title>frame</title></head></html>')
  await writeFile(join(distDir, 'export.html'), '<!doctype html><html><head><title>export</title></head></html>')
  await writeFile(join(distDir, 'loading.html'), '<!doctype html><html><head><title>loading</title></head></html>')
  await writeFile(join(distDir, 'social-callback.html'), '<!doctype html><html><head><title>cb</title></head></html>')
  await writeFile(join(distDir, 'assets', 'frame-abc.js'), 'console.log(1)')
  await writeFile(join(distDir, 'secret.txt'), 'not an asset')
  site = await startSecureSite({ port: 0, apiUrl: api.url, distDir })
})
afterAll(async () => {
  await site?.stop()
  await api?.stop()
})

const frameAncestors = (response: Response) =>
  /frame-ancestors ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

it('frames /frame only by the allowed origins of the project it is loaded for', async () => {
  const page = await fetch(`${site.url}/frame?projectId=site-test&chainId=1`)
  expect(page.status).toBe(200)
  expect(page.headers.get('content-security-policy')).toBe(
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
      `frame-ancestors ${DAPP} ${OTHER_DAPP}; base-uri 'none'; form-action 'none'`,
  )
})

it('writes the same allowed origins into the page for the handshake check', async () => {
  const page = await fetch(`${site.url}/frame?projectId=site-test`)
  expect(await page.text()).toContain(`<meta name="foyer-allowed-origins" content="${DAPP} ${OTHER_DAPP}" />`)
})

it("lets nothing frame /frame without a projectId, for an unknown project, or one with no origins ('none')", async () => {
  for (const query of ['', '?projectId=nobody', '?projectId=site-closed', '?projectId=bad%20id%3B']) {
    expect(frameAncestors(await fetch(`${site.url}/frame${query}`))).toBe("'none'")
  }
})

it("serves the social popup's /loading and /social/callback under the strict CSP, framed by nobody", async () => {
  for (const path of ['/loading', '/social/callback?code=c&state=s']) {
    const page = await fetch(`${site.url}${path}`)
    expect([page.status, page.headers.get('content-security-policy')]).toEqual([
      200,
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
        "frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    ])
  }
})

it('keeps the social popup reachable from the app that opened it (no COOP) and its code out of referrers', async () => {
  const page = await fetch(`${site.url}/social/callback?code=c&state=s`)
  expect([page.headers.get('cross-origin-opener-policy'), page.headers.get('referrer-policy')]).toEqual([
    null,
    'no-referrer',
  ])
})

it('never lets /export be framed, whatever project it names', async () => {
  const page = await fetch(`${site.url}/export?projectId=site-test`)
  expect(page.status).toBe(200)
  expect(frameAncestors(page)).toBe("'none'")
  expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin')
})

it('serves built assets under the strict policy and nothing outside dist/assets', async () => {
  const asset = await fetch(`${site.url}/assets/frame-abc.js`)
  expect(asset.status).toBe(200)
  expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  expect(asset.headers.get('content-security-policy')).toContain("default-src 'none'")
  expect((await fetch(`${site.url}/assets/..%2Fsecret.txt`)).status).toBe(404)
  expect((await fetch(`${site.url}/secret.txt`)).status).toBe(404)
})

it('passes /api/* to the API and its answer back', async () => {
  const answer = await fetch(`${site.url}/api/projects/v1/origins?projectId=site-test&st=t&sv=1`)
  expect(answer.status).toBe(200)
  expect(await answer.json()).toEqual({ allowedOrigins: [DAPP, OTHER_DAPP] })
})

it("refuses /api/* called from another origin's page, before it reaches the API", async () => {
  const answer = await fetch(`${site.url}/api/projects/v1/origins?projectId=site-test&st=t&sv=1`, {
    method: 'POST',
    headers: { origin: DAPP },
  })
  expect(answer.status).toBe(403)
})

it('tells the API who the client is in X-Forwarded-For, after whatever the client claimed', async () => {
  const seen: IncomingHttpHeaders[] = []
  const upstream = createServer((request, response) => {
    seen.push(request.headers)
    response.end('{}')
  })
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done))
  const address = upstream.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const proxied = await startSecureSite({ port: 0, apiUrl: `http://127.0.0.1:${port}`, distDir })
  try {
    await fetch(`${proxied.url}/api/v1/embedded/session?projectId=p`, { headers: { 'x-forwarded-for': '6.6.6.6' } })
    expect(seen[0]?.['x-forwarded-for']).toBe('6.6.6.6, 127.0.0.1')
  } finally {
    await proxied.stop()
    await new Promise((done) => upstream.close(done))
  }
})

it('sends RPC calls to the RPC upstream when one is named', async () => {
  const paths: string[] = []
  const upstream = createServer((request, response) => {
    paths.push(request.url ?? '')
    response.end('{}')
  })
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done))
  const address = upstream.address()
  const rpcUpstream = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/rpc`
  const proxied = await startSecureSite({ port: 0, apiUrl: api.url, rpcUpstream, distDir })
  try {
    await fetch(`${proxied.url}/api/v1/?chainId=1&projectId=site-test`, { method: 'POST', body: '{}' })
    expect(paths).toEqual(['/rpc/v1/?chainId=1&projectId=site-test'])
  } finally {
    await proxied.stop()
    await new Promise((done) => upstream.close(done))
  }
})

it('answers 502 with a JSON error when the API is down', async () => {
  const orphan = await startSecureSite({ port: 0, apiUrl: 'http://127.0.0.1:1', distDir })
  try {
    const answer = await fetch(`${orphan.url}/api/v1/embedded/session?projectId=site-test`)
    expect(answer.status).toBe(502)
    expect(frameAncestors(await fetch(`${orphan.url}/frame?projectId=site-test`))).toBe("'none'")
  } finally {
    await orphan.stop()
  }
})

it('refuses to start without a built frame, saying how to build it', async () => {
  const empty = await mkdtemp(join(tmpdir(), 'foyer-secure-site-empty-'))
  await expect(startSecureSite({ port: 0, apiUrl: api.url, distDir: empty })).rejects.toThrow(
    'The secure site is not built: run `npm run build -w @foyer/secure-site` first.',
  )
})
