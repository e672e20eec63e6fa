import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { DEVNET_SWAP_CONTRACTS, type Devnet, SMART_ACCOUNT_FACTORY_ADDRESS, startDevnet } from '@foyer/devnet'
import { type SolanaDevnet, startSolanaDevnet } from '@foyer/devnet/solana'
import { type FarcasterRelay, startFarcasterRelay } from '@foyer/farcaster-relay'
import { type MailSink, startMailSink } from '@foyer/mail-sink'
import { type OnrampSandbox, SANDBOX_FUNDER_KEY, startOnrampSandbox } from '@foyer/onramp-sandbox'
import { apiErrorBodySchema, jsonRpcErrorSchema } from '@foyer/protocol'
import fc from 'fast-check'
import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totalCacheBudget } from './cache/cacheBudgets.ts'
import { createRedisCache } from './cache/redisCache.ts'
import { connectRedis } from './cache/redisClient.ts'
import { chainRoutes } from './chain/chainRoutes.ts'
import type { OpenedDatabase } from './db/database.ts'
import { openTestDatabase } from './db/testDatabase.ts'
import { emailRoutes } from './email/emailRoutes.ts'
import { findOrCreateAccount } from './embedded/accountStore.ts'
import { embeddedRoutes } from './embedded/embeddedRoutes.ts'
import { sha256Hex } from './embedded/embeddedSecrets.ts'
import { testEmbeddedConfig, walletBody } from './embedded/embeddedTestKit.ts'
import { createSession } from './embedded/sessionStore.ts'
import { createMemoryLogger } from './logger.ts'
import { memoryBudget } from './memoryBudget.ts'
import { onrampRoutes } from './onramp/onrampRoutes.ts'
import { sessionRoutes } from './sessions/sessionRoutes.ts'
import { smartAccountRoutes } from './smartAccounts/smartAccountRoutes.ts'
import {
  type HostileContext,
  type HostileRequest,
  hostileRequest,
  normalRequests,
  routeShapes,
} from './testing/hostileRequests.ts'
import { createPlatformTestApp, TEST_ORIGIN, withSdkQuery } from './testing/platformTestApp.ts'
import type { RouteShape } from './testing/routeShape.ts'
import { walletRoutes } from './wallets/walletRoutes.ts'

// Every route of the whole API, with real EVM and Solana devnets and a mail sink behind it, under generated
// hostile input.
// `npm run fuzz` drives the same generators over HTTP for longer (services/api/fuzz/).

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void
const heapUsed = () => {
  collectGarbage()
  return process.memoryUsage().heapUsed
}

let devnet: Devnet
let solana: SolanaDevnet
let sink: MailSink
let farcasterRelay: FarcasterRelay
let onrampSandbox: OnrampSandbox
let database: OpenedDatabase
let harness: Awaited<ReturnType<typeof createPlatformTestApp>>
let context: HostileContext
// With REDIS_URL (npm test's second run) the caches live in Redis, so both paths meet the same input.
let redis: Redis | undefined

beforeAll(async () => {
  ;[devnet, solana, sink, database, farcasterRelay] = await Promise.all([
    startDevnet({ ports: [0, 0], bundlers: true }),
    startSolanaDevnet({ port: 0 }),
    startMailSink(),
    openTestDatabase(),
    startFarcasterRelay(),
  ])
  if (process.env.REDIS_URL) redis = await connectRedis(process.env.REDIS_URL)
  harness = await createPlatformTestApp(database, {
    ...(redis ? { sharedCache: createRedisCache(redis, createMemoryLogger()) } : {}),
    chains: [
      // The L2 offers smart accounts, so hostile bundler calls reach the real Alto; 31337 serves swaps from its
      // pools, so hostile swap calls reach the router.
      ...devnet.chains.map((chain) =>
        chain.chainId === 31338
          ? {
              ...chain,
              smartAccount: { bundlerUrl: devnet.bundlers[0]!.url, factoryAddress: SMART_ACCOUNT_FACTORY_ADDRESS },
            }
          : { ...chain, swaps: DEVNET_SWAP_CONTRACTS },
      ),
      { caipNetworkId: solana.caipNetworkId, name: 'Foyer Solana Devnet', rpcUrl: solana.rpcUrl },
    ],
    areas: [walletRoutes, chainRoutes, sessionRoutes, emailRoutes, embeddedRoutes, smartAccountRoutes, onrampRoutes],
    // Generated clients come from X-Forwarded-For, so some share a bucket and meet the limits.
    trustProxy: true,
    rateLimit: { capacity: 60, refillPerSecond: 20 },
    project: { mauLimit: null, rpcLimit: null },
  })
  // The real sandbox as the on-ramp provider, so hostile quotes and order URLs reach it past the API's checks.
  onrampSandbox = await startOnrampSandbox({
    evm: { chains: devnet.chains, funderKey: SANDBOX_FUNDER_KEY, topUpOnAnvil: false },
    solana: { caipNetworkId: solana.caipNetworkId, name: 'Foyer Solana Devnet', rpcUrl: solana.rpcUrl },
  })
  harness.deps.config.onramp = { providerUrl: onrampSandbox.url }
  harness.deps.config.mail = { smtpUrl: sink.smtpUrl, from: 'Foyer <no-reply@foyer.test>' }
  // Default send limits: generated clients meet them. Waits end at once, so a wait on a live request costs nothing.
  harness.deps.config.embedded = testEmbeddedConfig({
    deviceWaitMs: 0,
    sendLimits: undefined,
    // Sign In With Farcaster against the relay stand-in, so hostile channel and wait calls reach its handlers.
    farcaster: {
      relayUrl: farcasterRelay.url,
      fidSource: { kind: 'lookup', url: farcasterRelay.url },
      signatureRpcUrl: devnet.chains[0]?.rpcUrl ?? '',
      waitMs: 0,
    },
  })
  context = {
    projectId: harness.projectId,
    origin: TEST_ORIGIN,
    accounts: devnet.accounts.slice(0, 3).map((account) => account.address),
    chainIds: devnet.chains.map((chain) => chain.chainId),
    solanaAccounts: solana.accounts.slice(0, 3).map((account) => account.address),
    solanaNetworks: [solana.caipNetworkId],
    embeddedTokens: await embeddedSessions(),
  }
})

/** Two live sessions of the embedded wallet: one whose account has a wallet, one whose has none yet. */
async function embeddedSessions(): Promise<string[]> {
  const now = harness.clock.now
  const tokens: string[] = []
  for (const email of ['hostile-with-wallet@foyer.test', 'hostile-without@foyer.test']) {
    const account = await findOrCreateAccount(database.db, harness.projectId, email, now)
    tokens.push((await createSession(database.db, account, sha256Hex(email), now)).token)
  }
  const created = await harness.app.request(withSdkQuery('/v1/embedded/wallet', harness.projectId), {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
    body: JSON.stringify(walletBody()),
  })
  expect(created.status).toBe(201)
  return tokens
}
afterAll(async () => {
  await Promise.all([
    devnet?.stop(),
    solana?.stop(),
    sink?.stop(),
    database?.close(),
    redis?.quit(),
    farcasterRelay?.stop(),
    onrampSandbox?.stop(),
  ])
})

async function send(request: { method: string; target: string; headers?: Record<string, string>; body?: string }) {
  const response = await harness.app.request(request.target, {
    method: request.method,
    headers: request.headers ?? {},
    ...(request.body === undefined ? {} : { body: request.body }),
  })
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() }
}

/** What normal clients get, from a client address no generated request uses. */
async function normalAnswers(): Promise<string[]> {
  const answers: string[] = []
  for (const request of normalRequests(context)) {
    const { status, text } = await send({ ...request, headers: { 'x-forwarded-for': '198.51.100.200' } })
    answers.push(`${request.method} ${request.target} → ${status} ${text}`)
  }
  return answers
}

function expectMeantAnswer(request: HostileRequest, answer: Awaited<ReturnType<typeof send>>): void {
  const label = `${request.method} ${request.target} → ${answer.status} ${answer.text.slice(0, 300)} ${answer.status >= 500 ? JSON.stringify(harness.log.entries.filter((entry) => entry.level === 'error').at(-1)) : ''}`
  expect(answer.status, label).toBeLessThan(500)
  if (answer.status < 400 || request.method === 'HEAD') return
  // The mailed device-approval link answers a browser: its refusals are HTML pages.
  if (request.route.endsWith(' /v1/embedded/device/approve') && answer.type.startsWith('text/html')) return
  const body: unknown = JSON.parse(answer.text)
  const jsonRpc = request.route.startsWith('POST /v1') && !/^\/v1\/[a-z]/.test(request.target)
  if (jsonRpc || request.route === 'POST /v1/embedded/bundler') {
    // The RPC and bundler proxies answer in JSON-RPC, except the platform's own refusals in front of them.
    const parsed = jsonRpcErrorSchema.safeParse(body)
    if (!parsed.success) apiErrorBodySchema.parse(body)
  } else {
    expect(apiErrorBodySchema.parse(body).error.code, label).toMatch(/^[A-Z_]+$/)
  }
}

describe('whatever anyone sends to any route', () => {
  it('no answer is a 5xx, normal requests get the same answers afterwards, and memory stays in budget', async () => {
    const before = await normalAnswers()
    expect(await normalAnswers(), 'cached answers equal fresh ones').toEqual(before)
    const heapBefore = heapUsed()
    const byRoute = new Map<string, Map<number, number>>()

    const tryRequests = (shapes: RouteShape[], numRuns: number) =>
      fc.assert(
        fc.asyncProperty(hostileRequest(context, shapes), async (request) => {
          const answer = await send(request)
          expectMeantAnswer(request, answer)
          const statuses = byRoute.get(request.route) ?? new Map<number, number>()
          byRoute.set(request.route, statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1))
        }),
        { numRuns },
      )
    const shapes = routeShapes(context)
    await tryRequests(shapes, 400)
    // 400 draws over 60 routes miss one now and then (about 7% of runs): each route the draws missed gets its own.
    for (const shape of shapes.filter((shape) => !byRoute.has(shape.route))) await tryRequests([shape], 10)

    // Caches expire and buckets refill: what normal clients get then is what they got before.
    harness.clock.now += 10 * 60_000
    expect(await normalAnswers()).toEqual(before)
    expect(await normalAnswers()).toEqual(before)
    const alive = await fetch(devnet.chains[0]!.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    expect(await alive.json()).toMatchObject({ result: '0x7a69' })
    const solanaAlive = await fetch(solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
    })
    expect(await solanaAlive.json()).toMatchObject({ result: 'ok' })

    expect(harness.cache.usage().bytes).toBeLessThanOrEqual(totalCacheBudget())
    expect(heapUsed() - heapBefore).toBeLessThan(memoryBudget({ redis: redis !== undefined }).total)
    expect(byRoute.size, 'every route was tried').toBe(new Set(shapes.map((shape) => shape.route)).size)
    expect(byRoute.size).toBeGreaterThanOrEqual(60)
    expect(harness.log.entries.filter((entry) => entry.level === 'error')).toEqual([])
  })

  it('reaches past each route’s first check: most routes answer 2xx to some generated request', async () => {
    // A fixed sample, so the generators' quality is measured the same way every run; the property above explores.
    harness.clock.now += 10 * 60_000
    const answered = new Set<string>()
    for (const request of fc.sample(hostileRequest(context), { numRuns: 400, seed: 20_261_124 })) {
      if ((await send(request)).status < 300) answered.add(request.route)
    }
    expect(answered.size).toBeGreaterThan(20)
  })
})
