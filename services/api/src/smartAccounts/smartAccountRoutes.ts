import { type Context, Hono } from 'hono'
import type { ApiEnv } from '../apiEnv.ts'
import { evmChainsOf } from '../chain/networkConfig.ts'
import type { ApiDeps } from '../deps.ts'
import { clientIp } from '../http/clientIp.ts'
import { leaseOf } from '../http/inFlightBytes.ts'
import { rateLimitSubject } from '../http/ipSubject.ts'
import { createMemoryRateLimiter } from '../rateLimit/memoryRateLimiter.ts'
import { rpcRateLimitOf } from '../rateLimit/rpcRateLimit.ts'
import { appendAnswers } from '../rpc/appendAnswers.ts'
import { forwardJsonRpc } from '../rpc/forwardJsonRpc.ts'
import { jsonRpcErrors } from '../rpc/jsonRpcErrors.ts'
import { judgeCalls } from '../rpc/judgeCalls.ts'
import { parseChainId } from '../rpc/parseChainId.ts'
import { jsonText, rateLimited, readCalls } from '../rpc/rpcRoutes.ts'
import { recordRpcCalls } from '../usage/usageStore.ts'
import { ENTRY_POINT_07, judgeBundlerCall } from './bundlerMethodPolicy.ts'

/** The frame sends one call at a time; a batch larger than this is refused rather than fanned out to the bundler. */
export const BUNDLER_BATCH_MAX_CALLS = 10

export const SMART_ACCOUNTS_PATH = '/v1/embedded/smart-accounts'
export const BUNDLER_PATH = '/v1/embedded/bundler'

/**
 * The embedded wallet's smart accounts (docs/secure-site.md "Smart accounts"): which chains offer them, with the
 * factory the frame derives addresses from, and a JSON-RPC proxy to each chain's bundler. Both sit under
 * /v1/embedded/*, so the project check, the secure-origin CORS and the 404 without `config.embedded` apply; the
 * bundler proxy takes the RPC proxy's limits (per client IP and per project, one token a call).
 */
export function smartAccountRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  const enabled = () => evmChainsOf(deps.config.chains).filter((chain) => chain.smartAccount)
  const limits = rpcRateLimitOf(deps.config.rpcRateLimit, deps.config.rateLimit)
  const limiters =
    limits === false
      ? undefined
      : (deps.rpcRateLimiters ?? {
          perIp: createMemoryRateLimiter(limits.perIp, () => deps.now()),
          perProject: createMemoryRateLimiter(limits.perProject, () => deps.now()),
        })

  routes.get(SMART_ACCOUNTS_PATH, (c) =>
    c.json({
      smartAccountEnabledNetworks: enabled().map((chain) => chain.chainId),
      entryPointAddress: ENTRY_POINT_07,
      networks: enabled().map((chain) => ({
        chainId: chain.chainId,
        factoryAddress: chain.smartAccount!.factoryAddress,
      })),
    }),
  )

  const overLimit = async (c: Context<ApiEnv>, calls: number): Promise<Response | undefined> => {
    if (!limiters || calls === 0) return undefined
    const subject = rateLimitSubject(clientIp(c, deps.config.trustProxy ?? false))
    const byIp = await limiters.perIp.take(`bundler-ip:${subject}`, calls)
    if (!byIp.allowed) return rateLimited(c, byIp, 'from this address')
    const byProject = await limiters.perProject.take(`bundler-project:${c.get('project').id}`, calls)
    if (!byProject.allowed) return rateLimited(c, byProject, 'for this project')
    return undefined
  }

  routes.post(BUNDLER_PATH, async (c) => {
    const chainIdText = c.req.query('chainId') ?? ''
    const chainId = parseChainId(chainIdText)
    const chain = enabled().find((candidate) => candidate.chainId === chainId)
    if (!chain?.smartAccount) return c.json(jsonRpcErrors.unsupportedChain(chainIdText), 400)

    const read = await readCalls(c)
    if (read instanceof Response) return read
    const { calls, isBatch } = read
    if (calls.length > BUNDLER_BATCH_MAX_CALLS) {
      return c.json(
        jsonRpcErrors.invalidRequest(`The bundler proxy takes at most ${BUNDLER_BATCH_MAX_CALLS} calls per batch`),
        400,
      )
    }
    // No bundler method names a log range, so the head is never read.
    const judged = await judgeCalls(calls, isBatch, async () => undefined, judgeBundlerCall)
    if (!judged) return c.json(jsonRpcErrors.upstreamUnavailable(), 502)
    const { forwarded, refused } = judged
    const limited = await overLimit(c, forwarded.length)
    if (limited) return limited
    if (forwarded.length === 0) return c.json(isBatch ? refused : refused[0], 200)

    const lease = leaseOf(c)
    const charge = lease ? { charge: (bytes: number) => lease.charge(bytes) } : {}
    // Alto takes one call per request, so a batch goes to it call by call and comes back as one answer.
    const answers = await Promise.all(
      forwarded.map((call) => forwardJsonRpc(chain.smartAccount!.bundlerUrl, call, charge)),
    )
    const down = answers.find((answer) => !answer.ok && answer.kind === 'unavailable')
    if (down && !down.ok && down.kind === 'unavailable') {
      deps.log.warn('bundler unavailable', { chainId: chain.chainId, reason: down.reason })
      return c.json(jsonRpcErrors.bundlerUnavailable(), 502)
    }
    await recordRpcCalls(deps.db, c.get('project').id, deps.now(), forwarded.length).catch((error: unknown) =>
      deps.log.warn('bundler usage not counted', { projectId: c.get('project').id, error: String(error) }),
    )
    const texts: string[] = []
    for (const answer of answers) {
      if (!answer.ok) {
        c.header('Retry-After', '1')
        return c.json(jsonRpcErrors.busy(), 503)
      }
      texts.push(answer.text)
    }
    if (!isBatch) return jsonText(c, texts[0]!)
    const joined = `[${texts.join(',')}]`
    return jsonText(c, refused.length === 0 ? joined : appendAnswers(joined, refused))
  })
  return routes
}
