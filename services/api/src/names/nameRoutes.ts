import {
  type NameRegistrationMessage,
  type NameSuggestionsResponse,
  nameRegistrationMessageSchema,
  nameRegistrationRequestSchema,
  nameSuggestionsQuerySchema,
} from '@foyer/protocol'
import { Hono } from 'hono'
import { z } from 'zod'
import type { ApiEnv } from '../apiEnv.ts'
import { evmChainsOf } from '../chain/networkConfig.ts'
import type { ApiDeps } from '../deps.ts'
import { ApiError } from '../http/apiError.ts'
import { clientIp } from '../http/clientIp.ts'
import { rateLimitSubject } from '../http/ipSubject.ts'
import { parseRequest, queryOf, readJsonBody } from '../http/validation.ts'
import { createMemoryRateLimiter } from '../rateLimit/memoryRateLimiter.ts'
import type { RateLimitRule } from '../rateLimit/tokenBucket.ts'
import { createSignatureVerifier, UpstreamUnavailableError } from '../sessions/signatureVerifier.ts'
import { toProfile } from './nameProfile.ts'
import { chainIdOfCoinType, isFresh, labelIn, labelProblem, zoneOf } from './nameRules.ts'
import { holderOf, registerName, takenNames } from './nameStore.ts'
import { MAX_SUGGESTIONS, suggestionCandidates } from './nameSuggestions.ts'

const REGISTRATION_BODY_BYTES = 32 * 1024
/** Registrations per client IP: 10 at once, then 30 an hour. A smart account's check costs the node an eth_call. */
export const NAME_REGISTRATION_LIMIT: RateLimitRule = { capacity: 10, refillPerSecond: 30 / 3600 }

const nameParamSchema = z.string().min(1).max(320)

/**
 * The name registry's writes and suggestions (docs/names.md): `GET /v1/profile/suggestions/{name}` and
 * `POST /v1/profile/account`, over the identities table the lookups (`/v1/profile/*`, `/v1/identity`) read.
 */
export function nameRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>()
  const zone = zoneOf(deps.config.names?.zone)
  const evmChains = evmChainsOf(deps.config.chains)
  const registryChainId = deps.config.names?.chainId ?? evmChains[0]?.chainId
  const limit = deps.config.names?.registrationLimit ?? NAME_REGISTRATION_LIMIT
  // Per instance: behind a load balancer each instance keeps its own buckets (docs/names.md).
  const limiter = limit === false ? undefined : createMemoryRateLimiter(limit, deps.now)

  app.get('/v1/profile/suggestions/:name', async (c) => {
    const wanted = parseRequest(nameParamSchema, c.req.param('name')).toLowerCase()
    const query = parseRequest(nameSuggestionsQuerySchema, queryOf(c))
    if (query.zone !== undefined && zoneOf(query.zone) !== zone) {
      throw new ApiError(400, 'UNKNOWN_ZONE', `This registry names ${zone} only`)
    }
    const label = labelIn(wanted, zone) ?? wanted
    const names = suggestionCandidates(label, deps.now()).map((candidate) => `${candidate}.${zone}`)
    const taken = await takenNames(deps.db, names)
    const wantedName = `${label}.${zone}`
    // The wanted name comes first, taken or not, so the visitor reads whether theirs is free; then free ones.
    const suggestions = names
      .filter((name) => name === wantedName || !taken.has(name))
      .slice(0, MAX_SUGGESTIONS)
      .map((name) => ({ name, registered: taken.has(name) }))
    return c.json({ suggestions } satisfies NameSuggestionsResponse)
  })

  app.post('/v1/profile/account', async (c) => {
    const decision = await limiter?.take(`names:${rateLimitSubject(clientIp(c, deps.config.trustProxy ?? false))}`)
    if (decision && !decision.allowed) {
      throw new ApiError(429, 'RATE_LIMITED', 'Too many registrations; retry later', undefined, {
        'Retry-After': String(Math.max(1, decision.retryAfterSeconds)),
      })
    }
    const request = parseRequest(nameRegistrationRequestSchema, await readJsonBody(c, REGISTRATION_BODY_BYTES))
    const message = parseMessage(request.message)
    const label = labelIn(message.name, zone)
    if (label === undefined) throw new ApiError(400, 'INVALID_NAME', `A name ends with .${zone}`)
    const problem = labelProblem(label)
    if (problem) throw new ApiError(400, 'INVALID_NAME', problem)
    const avatar = avatarOf(message)
    if (!isFresh(message.timestamp, deps.now())) {
      throw new ApiError(401, 'MESSAGE_EXPIRED', 'The message was signed too long ago (or in the future); sign again')
    }
    const chainId = chainIdOfCoinType(
      request.coin_type,
      registryChainId,
      evmChains.map((chain) => chain.chainId),
    )
    const chain = evmChains.find((candidate) => candidate.chainId === chainId)
    if (!chain) throw new ApiError(400, 'UNSUPPORTED_COIN_TYPE', `Coin type ${request.coin_type} is not served here`)
    const address = request.address.toLowerCase()
    // Cheap refusal before the node is asked; the write below settles a race.
    const holder = await holderOf(deps.db, message.name)
    if (holder !== undefined && holder !== address) throw nameTaken(message.name)
    const valid = await createSignatureVerifier(chain.rpcUrl)({
      address: request.address,
      message: request.message,
      signature: request.signature,
    }).catch((error: unknown) => {
      if (error instanceof UpstreamUnavailableError) {
        throw new ApiError(
          503,
          'UPSTREAM_UNAVAILABLE',
          `The node of chain ${chain.chainId} did not answer; retry later`,
        )
      }
      throw error
    })
    if (!valid) {
      throw new ApiError(401, 'INVALID_SIGNATURE', 'The signature does not match the message and address')
    }
    const outcome = await registerName(deps.db, { address, name: message.name, avatar, at: new Date(deps.now()) })
    if (outcome.kind === 'taken') throw nameTaken(message.name)
    if (outcome.kind === 'addressNamed') {
      throw new ApiError(409, 'ADDRESS_ALREADY_NAMED', `This address already has the name ${outcome.name}`)
    }
    // /v1/identity keeps its answers 5 min: the new name shows at once.
    await deps.cache.delete(`chain:identity:${address}`)
    deps.log.info('name registered', { name: message.name, chainId: chain.chainId })
    return c.json(toProfile(outcome.row), 201)
  })

  return app
}

const nameTaken = (name: string) => new ApiError(409, 'NAME_TAKEN', `The name ${name} is taken`)

function parseMessage(text: string): NameRegistrationMessage {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ApiError(400, 'INVALID_MESSAGE', 'The message is not JSON: {"name","attributes","timestamp"}')
  }
  const result = nameRegistrationMessageSchema.safeParse(parsed)
  if (!result.success) {
    throw new ApiError(400, 'INVALID_MESSAGE', 'The message is {"name","attributes","timestamp"} (unix seconds)')
  }
  return result.data
}

/** The one attribute the registry keeps: an https avatar URL. Anything else is refused rather than dropped. */
function avatarOf(message: NameRegistrationMessage): string | null {
  const { avatar, ...others } = message.attributes ?? {}
  const unknown = Object.keys(others)
  if (unknown.length > 0) throw new ApiError(400, 'INVALID_MESSAGE', `Unknown attribute ${unknown[0]}`)
  if (avatar === undefined || avatar === '') return null
  if (!/^https:\/\/[^\s]+$/.test(avatar)) throw new ApiError(400, 'INVALID_MESSAGE', 'An avatar is an https URL')
  return avatar
}
