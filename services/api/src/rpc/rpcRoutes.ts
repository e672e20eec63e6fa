import { type JsonRpcCall, jsonRpcBodySchema, RPC_PROXY_LIMITS } from '@foyer/protocol'
import { type Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiEnv } from '../apiEnv.ts'
import { evmChainsOf, solanaChainsOf } from '../chain/networkConfig.ts'
import type { ApiDeps } from '../deps.ts'
import { ApiError } from '../http/apiError.ts'
import { clientIp } from '../http/clientIp.ts'
import { leaseOf } from '../http/inFlightBytes.ts'
import { rateLimitSubject } from '../http/ipSubject.ts'
import { readJsonBody } from '../http/validation.ts'
import { createMemoryRateLimiter } from '../rateLimit/memoryRateLimiter.ts'
import type { RateLimitDecision } from '../rateLimit/rateLimiter.ts'
import { type RpcRateLimiters, rpcRateLimitOf } from '../rateLimit/rpcRateLimit.ts'
import { recordRpcCalls } from '../usage/usageStore.ts'
import { appendAnswers } from './appendAnswers.ts'
import { createHeadReader } from './chainHead.ts'
import { forwardJsonRpc, UPSTREAM_ANSWER_MAX_BYTES } from './forwardJsonRpc.ts'
import { jsonRpcErrors } from './jsonRpcErrors.ts'
import { type JudgedCalls, judgeCalls } from './judgeCalls.ts'
import { parseChainId } from './parseChainId.ts'
import { RPC_PROXY_PATHS } from './rpcPaths.ts'
import { judgeSolanaCall } from './solanaMethodPolicy.ts'

/** A served network as the proxy uses it: where its node is, and which policy judges the calls. */
interface ProxiedNetwork {
  /** CAIP-2, for the log. */
  network: string
  rpcUrl: string
  judge(calls: readonly JsonRpcCall[], isBatch: boolean): Promise<JudgedCalls | undefined>
}

export function rateLimited(c: Context, decision: RateLimitDecision, whose: string): Response {
  c.header('Retry-After', String(Math.max(1, decision.retryAfterSeconds)))
  return c.json(jsonRpcErrors.rateLimited(`Too many RPC calls ${whose}; retry later`), 429)
}

export function jsonText(c: Context, text: string, status: ContentfulStatusCode = 200): Response {
  c.header('content-type', 'application/json')
  return c.body(text, status)
}

export async function readCalls(c: Context): Promise<{ calls: JsonRpcCall[]; isBatch: boolean } | Response> {
  let body: unknown
  try {
    body = await readJsonBody(c, RPC_PROXY_LIMITS.bodyBytes)
  } catch (error) {
    if (error instanceof ApiError && error.status === 413) return c.json(jsonRpcErrors.tooLarge(error.message), 413)
    if (error instanceof ApiError && error.status === 503) {
      c.header('Retry-After', '1')
      return c.json(jsonRpcErrors.busy(), 503)
    }
    if (error instanceof ApiError) return c.json(jsonRpcErrors.parseError(error.message), 400)
    throw error
  }
  const parsed = jsonRpcBodySchema.safeParse(body)
  if (!parsed.success) return c.json(jsonRpcErrors.invalidRequest('Not a JSON-RPC 2.0 request or batch'), 400)
  return Array.isArray(parsed.data) ? { calls: parsed.data, isBatch: true } : { calls: [parsed.data], isBatch: false }
}

/**
 * SPEC §7 RPC endpoint `{rpcUrl}/v1/?chainId=&projectId=`: forwards the allowed calls with params a node takes
 * to the chain's node, answers refused ones itself (SPEC §6, docs/api-chain.md), and counts every forwarded
 * call against the project's RPC usage.
 */
export function rpcRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  const readHead = createHeadReader(() => deps.now())
  const evmById = new Map(evmChainsOf(deps.config.chains).map((chain) => [chain.chainId, chain]))
  const solanaById = new Map(solanaChainsOf(deps.config.chains).map((chain) => [chain.caipNetworkId as string, chain]))
  /** `chainId` as the URL names it: an EVM id (`eip155:1` or `1`) or a served Solana network, exactly. */
  const networkOf = (text: string): ProxiedNetwork | undefined => {
    const chainId = parseChainId(text)
    const evm = chainId === undefined ? undefined : evmById.get(chainId)
    if (evm) {
      return {
        network: `eip155:${evm.chainId}`,
        rpcUrl: evm.rpcUrl,
        judge: (calls, isBatch) => judgeCalls(calls, isBatch, () => readHead(evm.rpcUrl)),
      }
    }
    const solana = solanaById.get(text)
    if (!solana) return undefined
    return {
      network: solana.caipNetworkId,
      rpcUrl: solana.rpcUrl,
      // No Solana method names a log range, so the head is never asked for.
      judge: (calls, isBatch) => judgeCalls(calls, isBatch, async () => undefined, judgeSolanaCall),
    }
  }
  const limits = rpcRateLimitOf(deps.config.rpcRateLimit, deps.config.rateLimit)
  const limiters: RpcRateLimiters | undefined =
    limits === false
      ? undefined
      : (deps.rpcRateLimiters ?? {
          perIp: createMemoryRateLimiter(limits.perIp, () => deps.now()),
          perProject: createMemoryRateLimiter(limits.perProject, () => deps.now()),
        })

  /** Takes the forwarded calls from the client's and the project's buckets; a refusal answers 429. */
  const overLimit = async (c: Context<ApiEnv>, calls: number): Promise<Response | undefined> => {
    if (!limiters || calls === 0) return undefined
    const subject = rateLimitSubject(clientIp(c, deps.config.trustProxy ?? false))
    const byIp = await limiters.perIp.take(`rpc-ip:${subject}`, calls)
    if (!byIp.allowed) return rateLimited(c, byIp, 'from this address')
    const byProject = await limiters.perProject.take(`rpc-project:${c.get('project').id}`, calls)
    if (!byProject.allowed) return rateLimited(c, byProject, 'for this project')
    return undefined
  }

  const proxy = async (c: Context<ApiEnv>) => {
    const chainIdText = c.req.query('chainId') ?? ''
    const chain = networkOf(chainIdText)
    if (!chain) return c.json(jsonRpcErrors.unsupportedChain(chainIdText), 400)

    const read = await readCalls(c)
    if (read instanceof Response) return read
    const { calls, isBatch } = read
    const judged = await chain.judge(calls, isBatch)
    if (!judged) {
      deps.log.warn('rpc upstream unavailable', { chainId: chain.network, reason: 'no head for a log range' })
      return c.json(jsonRpcErrors.upstreamUnavailable(), 502)
    }
    const { forwarded, refused } = judged
    const limited = await overLimit(c, forwarded.length)
    if (limited) return limited

    if (forwarded.length === 0) return c.json(isBatch ? refused : refused[0], 200)

    const lease = leaseOf(c)
    const upstream = await forwardJsonRpc(chain.rpcUrl, isBatch ? forwarded : forwarded[0], {
      ...(lease ? { charge: (bytes: number) => lease.charge(bytes) } : {}),
    })
    if (!upstream.ok && upstream.kind === 'unavailable') {
      deps.log.warn('rpc upstream unavailable', { chainId: chain.network, reason: upstream.reason })
      return c.json(jsonRpcErrors.upstreamUnavailable(), 502)
    }
    // The node did the work of every forwarded call, whether or not its answer could be relayed.
    await recordRpcCalls(deps.db, c.get('project').id, deps.now(), forwarded.length).catch((error: unknown) =>
      deps.log.warn('rpc usage not counted', { projectId: c.get('project').id, error: String(error) }),
    )
    if (!upstream.ok && upstream.kind === 'busy') {
      c.header('Retry-After', '1')
      return c.json(jsonRpcErrors.busy(), 503)
    }
    if (!upstream.ok) {
      const tooLarge = forwarded
        .filter((call) => call.id !== undefined || !isBatch)
        .map((call) => jsonRpcErrors.answerTooLarge(call.id ?? null, UPSTREAM_ANSWER_MAX_BYTES))
      return c.json(isBatch ? [...tooLarge, ...refused] : tooLarge[0], 200)
    }
    return jsonText(c, refused.length === 0 ? upstream.text : appendAnswers(upstream.text, refused))
  }

  for (const path of RPC_PROXY_PATHS) routes.post(path, proxy)
  return routes
}
