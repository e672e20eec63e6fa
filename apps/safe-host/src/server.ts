import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Address, Hex } from 'viem'
import { deploySafe } from './deploySafe.ts'
import { createLocalSafe } from './localSafe.ts'
import { createSafeAppsResponder, isSafeAppsRequest } from './safeAppsResponder.ts'

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'public')
const FILES: Record<string, string> = {
  '/': 'index.html',
  '/host.js': 'host.js',
  '/host.css': 'host.css',
  '/stranger.html': 'stranger.html',
  '/stranger.js': 'stranger.js',
}
const TYPES: Record<string, string> = { html: 'text/html', js: 'text/javascript', css: 'text/css' }

export interface SafeHostOptions {
  /** The devnet chain the Safe is deployed on. */
  chain: { chainId: number; rpcUrl: string; name: string }
  /** 0 picks a free one. */
  port?: number
}

export interface SafeHost {
  /** The host page: `${url}/?app=<dapp URL>` frames the dapp as a Safe App. */
  url: string
  /** The same page under the other loopback name, a different origin: a parent (or sibling) a dapp does not trust. */
  strangerUrl: string
  safe: { address: Address; owner: Address; chainId: number }
  stop(): Promise<void>
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

const sendJson = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

/** An http(s) URL's origin, or undefined for anything else (the page frames only what CSP names). */
function httpOrigin(value: string | null): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * The local Safe web app: deploys a Safe on the devnet, then serves the page that frames a dapp and answers its
 * Safe Apps SDK messages (docs/connectors-safe.md, "The local Safe").
 */
export async function startSafeHost(options: SafeHostOptions): Promise<SafeHost> {
  const deployed = await deploySafe({ chainId: options.chain.chainId, rpcUrl: options.chain.rpcUrl })
  const safe = createLocalSafe(deployed)
  let rpcId = 0
  const rpc = async (method: string, params: unknown[]) => {
    const answer = await fetch(options.chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }),
    })
    const body = (await answer.json()) as { result?: unknown; error?: { message: string } }
    if (body.error) throw new Error(body.error.message)
    return body.result
  }
  let origins = { own: '', stranger: '' }
  let respond: ReturnType<typeof createSafeAppsResponder> | undefined

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    try {
      if (request.method === 'POST' && url.pathname === '/safe-apps') {
        const message = await readJson(request)
        if (!isSafeAppsRequest(message) || !respond)
          return sendJson(response, 400, { error: 'not a Safe Apps request' })
        return sendJson(response, 200, await respond(message))
      }
      if (request.method === 'GET' && url.pathname === '/config') {
        return sendJson(response, 200, {
          safeAddress: deployed.address,
          strangerUrl: `${origins.stranger}/stranger.html`,
        })
      }
      if (request.method === 'GET' && url.pathname === '/queue') {
        const queue = safe.queue().map(({ safeTxHash, transaction, executedIn }) => ({
          safeTxHash,
          to: transaction.to,
          value: transaction.value.toString(),
          executedIn,
        }))
        return sendJson(response, 200, queue)
      }
      const execute = /^\/queue\/(0x[0-9a-f]{64})\/execute$/.exec(url.pathname)
      if (request.method === 'POST' && execute?.[1]) {
        return sendJson(response, 200, { executedIn: await safe.execute(execute[1] as Hex) })
      }
      const file = request.method === 'GET' ? FILES[url.pathname] : undefined
      if (!file) return void response.writeHead(404).end()
      const app = httpOrigin(url.searchParams.get('app'))
      // Strict CSP: scripts and styles of this page only; frames only of the app it was asked to host and the
      // stranger's origin (the one other origin the page ever frames).
      const frames = [app, origins.stranger].filter(Boolean).join(' ')
      response.writeHead(200, {
        'content-type': `${TYPES[file.split('.').pop() ?? ''] ?? 'text/plain'}; charset=utf-8`,
        'content-security-policy': `default-src 'self'; frame-src ${frames || "'none'"}`,
      })
      response.end(await readFile(join(PUBLIC, file)))
    } catch (error) {
      if (!response.headersSent)
        sendJson(response, 500, { error: error instanceof Error ? error.message : String(error) })
    }
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  origins = { own: `http://127.0.0.1:${port}`, stranger: `http://localhost:${port}` }
  respond = createSafeAppsResponder(safe, { rpc, origin: origins.own, chainName: options.chain.name })
  return {
    url: origins.own,
    strangerUrl: origins.stranger,
    safe: { address: deployed.address, owner: deployed.owner.address, chainId: deployed.chainId },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
