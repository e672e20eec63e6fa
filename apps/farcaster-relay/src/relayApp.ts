import { Hono } from 'hono'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import type { Channel, ChannelCompletion, ChannelStore } from './channelStore.ts'
import { approveChannel } from './farcasterApp.ts'
import type { FarcasterRegistry, FarcasterUser } from './farcasterRegistry.ts'
import { renderPhonePage } from './phonePage.ts'

const dateTime = z.iso.datetime({ offset: true })
const createChannelSchema = z.object({
  siweUri: z.url().max(1024),
  domain: z.string().min(1).max(253),
  nonce: z
    .string()
    .regex(/^[A-Za-z0-9]{8,64}$/)
    .optional(),
  notBefore: dateTime.optional(),
  expirationTime: dateTime.optional(),
  requestId: z.string().max(256).optional(),
  redirectUrl: z.url().max(1024).optional(),
  acceptAuthAddress: z.boolean().optional(),
})
const authenticateSchema = z.object({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
  authMethod: z.enum(['custody', 'authAddress']).optional(),
  fid: z.int().positive(),
  username: z.string().max(64).optional(),
  bio: z.string().max(512).optional(),
  displayName: z.string().max(64).optional(),
  pfpUrl: z.string().max(1024).optional(),
})
const newUserSchema = z.object({ username: z.string().regex(/^[a-z0-9][a-z0-9-]{0,15}$/) })
const approveSchema = z.object({ channelToken: z.string().min(1).max(128), fid: z.int().positive() })

export interface RelayAppOptions {
  channels: ChannelStore
  registry: FarcasterRegistry
  /** The key Farcaster apps present (X-Farcaster-Auth-Relay-Key). */
  authKey: string
  /** Private keys of the registered test users, by fid: what POST /test/approve signs with. */
  testKeys: Map<number, `0x${string}`>
  /** Registers a new user with a fresh custody key the stand-in keeps (POST /test/users). */
  registerTestUser(username: string): FarcasterUser
  /** Who the connect URL's page signs in as (the registered test user). */
  phoneUser(): FarcasterUser
  /** The relay's own origin, for the test approval's client. */
  origin(): string
}

const BEARER = /^Bearer (\S+)$/

/**
 * Farcaster's relay as @farcaster/auth-client calls it (v1 channel API), an Id Registry lookup the API queries
 * locally, and a "Farcaster app" tests drive. Error bodies follow the relay's `{ error }`.
 */
export function relayApp(options: RelayAppOptions): Hono {
  const { channels, registry } = options
  const app = new Hono()
  const fail = (status: 400 | 401 | 404, error: string) =>
    new Response(JSON.stringify({ error }), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  const bearerChannel = (header: string | undefined): Channel | undefined => {
    const token = BEARER.exec(header ?? '')?.[1]
    return token ? channels.find(token) : undefined
  }
  const readJson = async (request: Request): Promise<unknown> => request.json().catch(() => undefined)

  app.post('/v1/channel', async (c) => {
    const body = createChannelSchema.safeParse(await readJson(c.req.raw))
    if (!body.success) return fail(400, 'Validation error')
    const { acceptAuthAddress = false, ...params } = body.data
    const channel = channels.open(params, acceptAuthAddress, {
      ip: c.req.header('x-forwarded-for') ?? '127.0.0.1',
      userAgent: c.req.header('user-agent') ?? '',
    })
    return c.json({ channelToken: channel.channelToken, url: channel.url, nonce: channel.nonce }, 201)
  })

  app.get('/v1/channel/status', (c) => {
    const channel = bearerChannel(c.req.header('authorization'))
    if (!channel) return fail(401, 'Unauthorized')
    return c.json(statusBody(channel, registry), channel.completion ? 200 : 202)
  })

  app.post('/v1/channel/authenticate', async (c) => {
    if (c.req.header('x-farcaster-auth-relay-key') !== options.authKey) return fail(401, 'Unauthorized')
    const channel = bearerChannel(c.req.header('authorization'))
    if (!channel) return fail(401, 'Unauthorized')
    const body = authenticateSchema.safeParse(await readJson(c.req.raw))
    if (!body.success) return fail(400, 'Validation error')
    const completion: ChannelCompletion = {
      ...body.data,
      signature: body.data.signature as `0x${string}`,
      authMethod: body.data.authMethod ?? 'custody',
    }
    const completed = channels.complete(channel.channelToken, completion)
    if (!completed) return fail(401, 'Unauthorized')
    return c.json(statusBody(completed, registry), 201)
  })

  // The Id Registry's idOf(custody) and a hub's user data, read by the API's local fid source.
  app.get('/v1/fid-of/:custody', (c) => {
    const custody = c.req.param('custody')
    if (!/^0x[0-9a-fA-F]{40}$/.test(custody)) return fail(400, 'Validation error')
    return c.json({ fid: registry.idOf(custody as `0x${string}`) })
  })
  app.get('/v1/users/:fid', (c) => {
    const user = registry.byFid(Number(c.req.param('fid')))
    if (!user) return fail(404, 'Not found')
    return c.json(user)
  })

  // A fresh Farcaster account whose key the stand-in holds, so each test can sign in as a new visitor.
  app.post('/test/users', async (c) => {
    const body = newUserSchema.safeParse(await readJson(c.req.raw))
    if (!body.success) return fail(400, 'Validation error')
    return c.json(options.registerTestUser(body.data.username), 201)
  })

  // The connect URL as a page, for trying the local stack by hand: it approves as the stand-in's test user.
  app.get('/~/siwf', (c) => {
    const channel = channels.find(c.req.query('channelToken') ?? '')
    const state = channel ? (channel.completion ? 'completed' : 'pending') : 'expired'
    const page = renderPhonePage({
      channelToken: channel?.channelToken ?? '',
      domain: channel?.signatureParams.domain ?? '',
      username: options.phoneUser().username,
      state,
    })
    return c.html(page, channel ? 200 : 404)
  })
  app.post('/~/siwf/approve', async (c) => {
    const form = await c.req.parseBody()
    const channel = channels.find(typeof form.channelToken === 'string' ? form.channelToken : '')
    if (!channel || channel.completion)
      return c.redirect(`/~/siwf?channelToken=${encodeURIComponent(String(form.channelToken ?? ''))}`, 303)
    const user = options.phoneUser()
    const key = options.testKeys.get(user.fid)
    if (!key) return fail(404, 'Not found')
    await approveChannel({
      relayUrl: options.origin(),
      authKey: options.authKey,
      url: channel.url,
      fid: user.fid,
      username: user.username,
      account: privateKeyToAccount(key),
    })
    return c.redirect(`/~/siwf?channelToken=${encodeURIComponent(channel.channelToken)}`, 303)
  })

  // The visitor's phone: approves a channel as the registered test user `fid` (its custody key signs).
  app.post('/test/approve', async (c) => {
    const body = approveSchema.safeParse(await readJson(c.req.raw))
    if (!body.success) return fail(400, 'Validation error')
    const channel = channels.find(body.data.channelToken)
    const user = registry.byFid(body.data.fid)
    const key = options.testKeys.get(body.data.fid)
    if (!channel || !user || !key) return fail(404, 'Not found')
    const status = await approveChannel({
      relayUrl: options.origin(),
      authKey: options.authKey,
      url: channel.url,
      fid: user.fid,
      username: user.username,
      account: privateKeyToAccount(key),
    })
    return c.json(status)
  })

  return app
}

function statusBody(channel: Channel, registry: FarcasterRegistry) {
  const done = channel.completion
  const user = done ? registry.byFid(done.fid) : undefined
  return {
    state: done ? 'completed' : 'pending',
    nonce: channel.nonce,
    url: channel.url,
    ...(done && {
      message: done.message,
      signature: done.signature,
      authMethod: done.authMethod,
      fid: done.fid,
      username: done.username ?? user?.username,
      ...(done.displayName !== undefined && { displayName: done.displayName }),
      ...(done.bio !== undefined && { bio: done.bio }),
      ...(done.pfpUrl !== undefined && { pfpUrl: done.pfpUrl }),
      verifications: [],
      ...(user && { custody: user.custody }),
    }),
    signatureParams: channel.signatureParams,
    metadata: channel.metadata,
    acceptAuthAddress: channel.acceptAuthAddress,
  }
}
