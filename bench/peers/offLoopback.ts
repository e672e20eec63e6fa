import type { BrowserContext } from '@playwright/test'

/**
 * How requests off loopback are stopped: `dns` (default) — Chromium resolves no host but the pages' own (launch it
 * with chromiumArgs) and the bench counts the requests it sees leave; `route` — Playwright intercepts every request
 * (context.route) and aborts the others, which puts Playwright's process in the path of every request, the page's
 * own chunks included.
 */
export type BlockBy = 'dns' | 'route'

/**
 * The host every page is served under: a public-looking name, as a deployed dapp's is, that Chromium resolves to
 * 127.0.0.1. Served as 127.0.0.1 or localhost, a page is a developer's machine to some kits (Foyer runs its
 * development-only checks there, SPEC §9's latest-SDK-version check among them), which no visitor's page is.
 */
export const PAGE_HOST = 'dapp.example'

export const pageOrigin = (port: number) => `http://${PAGE_HOST}:${port}`

/** Chromium's resolver: the pages' host is loopback; with `dns`, every other host but 127.0.0.1 fails to resolve. */
const hostRules = (by: BlockBy) =>
  `--host-resolver-rules=MAP ${PAGE_HOST} 127.0.0.1${by === 'dns' ? ', MAP * ~NOTFOUND, EXCLUDE 127.0.0.1' : ''}`

/**
 * Chromium's flags for the bench: its resolver, and the pages' plain-http origins treated as secure, as a deployed
 * dapp's https origin is (Web Crypto, `crypto.randomUUID` and the rest need a secure context).
 */
export const chromiumArgs = (origins: string[], by: BlockBy) => [
  hostRules(by),
  `--unsafely-treat-insecure-origin-as-secure=${origins.join(',')}`,
]

const isLoopback = (url: string, origin: string) =>
  url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')

/** What a context's pages tried off loopback so far: how many requests (HTTP and WebSocket), to which hosts. */
export interface OffLoopback {
  count: number
  hosts: Set<string>
}

/** Counts (and with `route`, blocks) every request of `context` that is not for `origin`. */
export async function watchOffLoopback(context: BrowserContext, origin: string, by: BlockBy): Promise<OffLoopback> {
  const seen: OffLoopback = { count: 0, hosts: new Set() }
  const block = (url: string) => {
    seen.count++
    seen.hosts.add(new URL(url).host)
  }
  if (by === 'route') {
    await context.route('**/*', (route) => {
      if (isLoopback(route.request().url(), origin)) return route.continue()
      block(route.request().url())
      return route.abort('blockedbyclient')
    })
    await context.routeWebSocket(/.*/, (socket) => {
      if (isLoopback(socket.url().replace(/^ws/, 'http'), origin)) return socket.connectToServer()
      block(socket.url())
      return socket.close({ code: 1000, reason: 'blocked by the bench' })
    })
    return seen
  }
  // Chromium itself fails every host but 127.0.0.1; the bench only listens, so no request waits on Playwright's
  // process on its way to the page's own server.
  context.on('request', (request) => {
    if (!isLoopback(request.url(), origin)) block(request.url())
  })
  context.on('page', (tab) =>
    tab.on('websocket', (socket) => {
      if (!isLoopback(socket.url().replace(/^ws/, 'http'), origin)) block(socket.url())
    }),
  )
  return seen
}
