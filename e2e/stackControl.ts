import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * A test-only control for the e2e stack: POST /relay/restart with the bearer token restarts the relay, and POST
 * /db/embedded-dump answers the embedded wallet's tables as a database copy would hold them.
 * It listens on loopback, on a free port, and exists only inside `e2e/serveStack.ts`; the stack's address
 * and token are left in a file only this checkout's tests read.
 */
const controlFile = (demoPort: number) =>
  join(dirname(fileURLToPath(import.meta.url)), '..', '.data', `e2e-control-${demoPort}.json`)

export async function startStackControl(
  demoPort: number,
  actions: { restartRelay(): Promise<void>; dumpEmbeddedTables(): Promise<Record<string, unknown[]>> },
  stack: {
    mailUrl: string
    secureSiteUrl: string
    farcaster: { url: string }
    socialProviderUrl: string
    safeHost: { url: string; strangerUrl: string; safeAddress: string }
    onrampUrl: string
  },
) {
  const token = randomBytes(24).toString('hex')
  const server = createServer((request, response) => {
    if (request.headers.authorization !== `Bearer ${token}`) return void response.writeHead(401).end()
    if (request.method === 'POST' && request.url === '/db/embedded-dump') {
      actions.dumpEmbeddedTables().then(
        (dump) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(dump)),
        (error: unknown) => response.writeHead(500).end(String(error)),
      )
      return
    }
    if (request.method !== 'POST' || request.url !== '/relay/restart') return void response.writeHead(404).end()
    actions.restartRelay().then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const file = controlFile(demoPort)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(
    file,
    JSON.stringify({
      url: `http://127.0.0.1:${port}`,
      token,
      mailUrl: stack.mailUrl,
      secureSiteUrl: stack.secureSiteUrl,
      farcasterUrl: stack.farcaster.url,
      socialProviderUrl: stack.socialProviderUrl,
      safeHost: stack.safeHost,
      onrampUrl: stack.onrampUrl,
    }),
    {
      mode: 0o600,
    },
  )
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        rmSync(file, { force: true })
        server.close(() => resolve())
      }),
  }
}

/** Called by a test: every row of the embedded wallet's tables in the e2e stack's database. */
export async function dumpEmbeddedTables(demoPort: number): Promise<Record<string, unknown[]>> {
  const { url, token } = JSON.parse(readFileSync(controlFile(demoPort), 'utf8')) as { url: string; token: string }
  const response = await fetch(`${url}/db/embedded-dump`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  })
  if (response.status !== 200) throw new Error(`The database dump failed: HTTP ${response.status}`)
  return (await response.json()) as Record<string, unknown[]>
}

/** Called by a test: restarts the e2e stack's relay. */
export async function restartStackRelay(demoPort: number): Promise<void> {
  const { url, token } = JSON.parse(readFileSync(controlFile(demoPort), 'utf8')) as { url: string; token: string }
  const response = await fetch(`${url}/relay/restart`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  })
  if (response.status !== 204) throw new Error(`The relay did not restart: HTTP ${response.status}`)
}

/** The e2e stack's mail inbox (JSON at `/messages?to=`), for journeys that read a one-time code. */
export function stackMailUrl(demoPort: number): string {
  return (JSON.parse(readFileSync(controlFile(demoPort), 'utf8')) as { mailUrl: string }).mailUrl
}

/** The e2e stack's secure site (the embedded wallet's frame), the one origin besides the demo a page may reach. */
export function stackSecureSiteUrl(demoPort: number): string {
  return (JSON.parse(readFileSync(controlFile(demoPort), 'utf8')) as { secureSiteUrl: string }).secureSiteUrl
}

/** The Farcaster relay stand-in of the e2e stack: its `/test/users` and `/test/approve` play the visitor's phone. */
export function stackFarcasterUrl(demoPort: number): string {
  return (JSON.parse(readFileSync(controlFile(demoPort), 'utf8')) as { farcasterUrl: string }).farcasterUrl
}

/**
 * The e2e stack's local OpenID provider (apps/oidc-provider), standing in for every social provider. A login by
 * full-page redirect takes the page itself there, so the journeys' guard lets the page reach it.
 */
export function stackSocialProviderUrl(demoPort: number): string {
  return (JSON.parse(readFileSync(controlFile(demoPort), 'utf8')) as { socialProviderUrl: string }).socialProviderUrl
}

/** The e2e stack's local Safe web app (apps/safe-host): its page, the same page on a stranger origin, the Safe. */
export function stackSafeHost(demoPort: number): { url: string; strangerUrl: string; safeAddress: string } {
  return (JSON.parse(readFileSync(controlFile(demoPort), 'utf8')) as { safeHost: ReturnType<typeof stackSafeHost> })
    .safeHost
}

/** The e2e stack's on-ramp sandbox (apps/onramp-sandbox): its order pages open in the visitor's popup. */
export function stackOnrampUrl(demoPort: number): string {
  return (JSON.parse(readFileSync(controlFile(demoPort), 'utf8')) as { onrampUrl: string }).onrampUrl
}
