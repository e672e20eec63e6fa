import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Hono } from 'hono'
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createMemoryCache } from '../cache/memoryCache.ts'
import type { Database } from '../db/database.ts'
import type { ApiDeps, NetworkConfig } from '../deps.ts'
import { notFoundResponse, toErrorResponse } from '../http/errorHandling.ts'
import { createMemoryLogger } from '../logger.ts'
import { type ChainRoutesOptions, chainRoutes } from './chainRoutes.ts'

// Test-only helpers for the chain data suites: real parts (memory cache, JSON error handler, an HTTP proxy).

export const TEST_PUBLIC_URL = 'http://127.0.0.1:8787'

export function chainTestDeps(db: Database, chains: readonly NetworkConfig[]) {
  const clock = { now: Date.UTC(2026, 10, 15, 12) }
  const log = createMemoryLogger()
  const deps: ApiDeps = {
    db,
    cache: createMemoryCache({ now: () => clock.now }),
    config: { chains, publicUrl: TEST_PUBLIC_URL },
    log,
    now: () => clock.now,
  }
  return { deps, clock, log }
}

/** The chain routes behind the platform's JSON error handler, as the platform mounts them. */
export function chainTestApp(deps: ApiDeps, options: ChainRoutesOptions = {}): Hono {
  const app = new Hono()
  app.onError((error, c) => toErrorResponse(error, c, deps.log))
  app.notFound((c) => notFoundResponse(c))
  app.route('/', chainRoutes(deps, options))
  return app
}

export interface CountingProxy {
  url: string
  /** HTTP requests forwarded so far, each with the JSON-RPC methods it carried. */
  requests: string[][]
  close(): Promise<void>
}

/** A loopback HTTP proxy in front of a node that records each request, to count round trips. */
export async function startCountingProxy(upstream: string): Promise<CountingProxy> {
  const requests: string[][] = []
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const parsed = JSON.parse(body) as { method: string } | { method: string }[]
    requests.push((Array.isArray(parsed) ? parsed : [parsed]).map((call) => call.method))
    const answer = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(await answer.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** A loopback URL nothing listens on: a chain whose node is down. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}

/** Sends ether or an ERC-20 on a devnet chain from a funded key and resolves with the block it landed in. */
export async function sendOnDevnet(
  chain: Chain,
  rpcUrl: string,
  from: Hex,
  to: Address,
  what: { eth?: string; token?: Address; amount?: bigint },
): Promise<bigint> {
  const wallet = createWalletClient({ account: privateKeyToAccount(from), chain, transport: http(rpcUrl) })
  const hash = what.token
    ? await wallet.writeContract({
        address: what.token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, what.amount ?? 0n],
      })
    : await wallet.sendTransaction({ to, value: parseEther(what.eth ?? '0') })
  const receipt = await createPublicClient({ chain, transport: http(rpcUrl) }).waitForTransactionReceipt({
    hash,
    pollingInterval: 10,
  })
  return receipt.blockNumber
}
