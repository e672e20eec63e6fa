import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SDK_VERSION } from './apiClient.ts'

export interface ApiRequest {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  /** Set once the server has sent its answer. */
  answered?: boolean
}

export interface ApiAnswer {
  status?: number
  json?: unknown
  /** Sent as it is, e.g. malformed JSON. */
  raw?: string
  /** Never answers (until the server stops): a request that times out. */
  hang?: boolean
}

export type ApiHandler = (request: ApiRequest) => ApiAnswer | Promise<ApiAnswer>

/**
 * A real HTTP server on 127.0.0.1 that answers as the Foyer API would, for tests: handlers by path prefix,
 * every request recorded. Unknown paths get 404 with the API's error body.
 */
export async function startLocalApi(handlers: Record<string, ApiHandler> = {}) {
  // A project without remote features, and the SDK's own release as the newest (what an API of the same release
  // announces), as the API answers them; a test may say otherwise.
  const routes = new Map<string, ApiHandler>(
    Object.entries({
      '/appkit/v1/config': () => ({ json: { features: {} } }),
      '/v1/sdk/latest': () => ({ json: { version: SDK_VERSION } }),
      ...handlers,
    }),
  )
  const requests: ApiRequest[] = []
  const waiting = new Set<() => void>()

  async function handle(incoming: IncomingMessage, response: ServerResponse) {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1')
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    let body: unknown = text
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {}
    const request: ApiRequest = { method: incoming.method ?? 'GET', path: url.pathname, query: url.searchParams, body }
    requests.push(request)
    for (const wake of waiting) wake()
    const match = [...routes.keys()]
      .filter((path) => url.pathname.startsWith(path))
      .sort((a, b) => b.length - a.length)[0]
    const handler = match === undefined ? undefined : routes.get(match)
    const answer: ApiAnswer = handler
      ? await handler(request)
      : { status: 404, json: { error: { code: 'NOT_FOUND', message: 'Not found' } } }
    if (answer.hang) return
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' })
    response.end(answer.raw ?? JSON.stringify(answer.json ?? {}))
    request.answered = true
  }

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch(() => response.writeHead(500).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Replaces (or adds) the handler of a path. */
    on(path: string, handler: ApiHandler): void {
      routes.set(path, handler)
    },
    /** Requests made to paths starting with `path`. */
    to: (path: string) => requests.filter((request) => request.path.startsWith(path)),
    /** Resolves once a request matching `predicate` has arrived. */
    waitFor(predicate: (request: ApiRequest) => boolean): Promise<ApiRequest> {
      return new Promise((resolve) => {
        const check = () => {
          const found = requests.find(predicate)
          if (!found) return
          waiting.delete(check)
          resolve(found)
        }
        waiting.add(check)
        check()
      })
    },
    stop(): Promise<void> {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

export type LocalApi = Awaited<ReturnType<typeof startLocalApi>>

/**
 * The answers of a project with no origin list, on the pro plan, with analytics off: what most tests need from
 * those three calls every client makes as it starts, beside the routes they are about.
 */
export const QUIET_PROJECT: Record<string, ApiHandler> = {
  '/projects/v1/origins': () => ({ json: { allowedOrigins: [] } }),
  '/appkit/v1/project-limits': () => ({
    json: { planLimits: { tier: 'pro', isAboveMauLimit: false, isAboveRpcLimit: false } },
  }),
  '/getAnalyticsConfig': () => ({ json: { isAnalyticsEnabled: false } }),
}

/** `count` registry wallets shaped as /getWallets returns them. */
export function registryFixture(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `wallet-${index + 1}`,
    name: index === 0 ? 'MetaMask' : `Wallet ${String(index + 1).padStart(3, '0')}`,
    image_id: `image-${index + 1}`,
    image_url: `http://127.0.0.1/getWalletImage/image-${index + 1}`,
    rdns: index === 0 ? 'io.metamask' : `com.wallet${index + 1}`,
    chains: ['eip155:1'],
    mobile_link: index % 2 === 0 ? `wallet${index + 1}://` : null,
    desktop_link: null,
    webapp_link: null,
    homepage: `https://wallet${index + 1}.example`,
    // Issue 23: the first wallet has every phone link, the others none, as most of the real registry.
    universal_link: index === 0 ? 'https://link.wallet1.example' : null,
    app_store: index === 0 ? 'https://apps.apple.com/app/id1000000001' : null,
    play_store: index === 0 ? 'https://play.google.com/store/apps/details?id=example.wallet1' : null,
    // The first 25 are certified, as the real registry's best-ranked wallets are.
    badge_type: index < 25 ? 'certified' : 'none',
  }))
}

/** The API's `chains` rule: an eip155 chain keeps every EVM wallet, another chain only the wallets listing it. */
function supportsAny(walletChains: readonly string[], chains: readonly string[]): boolean {
  const evm = chains.some((chain) => chain.startsWith('eip155:'))
  return walletChains.some((chain) => chains.includes(chain) || (evm && chain.startsWith('eip155:')))
}

/**
 * A /getWallets handler over `wallets`: page, entries, search, include, exclude, chains, badge and rdns as the API
 * applies them.
 */
export function walletsHandler(wallets: ReturnType<typeof registryFixture>): ApiHandler {
  return ({ query }) => {
    const search = query.get('search')?.toLowerCase()
    const list = (name: string) => query.get(name)?.split(',')
    const [include, exclude, chains, rdns] = [list('include'), list('exclude'), list('chains'), list('rdns')]
    const certified = query.get('badge') === 'certified'
    const matching = wallets.filter(
      (wallet) =>
        (!search || wallet.name.toLowerCase().includes(search)) &&
        (!include || include.includes(wallet.id)) &&
        !exclude?.includes(wallet.id) &&
        (!chains || supportsAny(wallet.chains, chains)) &&
        (!certified || wallet.badge_type === 'certified') &&
        (!rdns || rdns.includes(wallet.rdns)),
    )
    const page = Number(query.get('page') ?? 1)
    const entries = Number(query.get('entries') ?? 40)
    return { json: { count: matching.length, data: matching.slice((page - 1) * entries, page * entries) } }
  }
}
