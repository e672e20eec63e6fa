import {
  EMBEDDED_FARCASTER_CHANNEL_TTL_MS,
  EMBEDDED_FARCASTER_WAIT_MS,
  type EmbeddedFarcasterChannelResponse,
  type EmbeddedFarcasterWaitResponse,
  embeddedFarcasterChannelRequestSchema,
  embeddedFarcasterWaitRequestSchema,
  FARCASTER_URL_EXPIRED,
} from '@foyer/protocol'
import { Hono } from 'hono'
import type { ApiEnv } from '../apiEnv.ts'
import type { FarcasterConfig } from '../deps.ts'
import { ApiError } from '../http/apiError.ts'
import { parseRequest, readJsonBody } from '../http/validation.ts'
import { approveDevice } from './deviceStore.ts'
import type { EmbeddedKit } from './embeddedKit.ts'
import { sha256Hex } from './embeddedSecrets.ts'
import { createFarcasterChannels, newSignInNonce, type PendingChannel } from './farcasterChannels.ts'
import { type FarcasterAppClient, farcasterAppClient, verifyFarcasterSignIn } from './farcasterVerifier.ts'
import { findOrCreateIdentityAccount } from './identityStore.ts'
import { sessionAnswer } from './sessionAnswer.ts'
import { createSession } from './sessionStore.ts'

const BODY_BYTES = 4 * 1024
const DEFAULT_POLL_MS = 500

const unavailable = () =>
  new ApiError(503, 'FARCASTER_UNAVAILABLE', 'Farcaster sign-in is not available right now. Please try again')
const expired = () => new ApiError(410, 'FARCASTER_CHANNEL_EXPIRED', FARCASTER_URL_EXPIRED)
const notVerified = () =>
  new ApiError(401, 'FARCASTER_NOT_VERIFIED', 'The Farcaster sign-in could not be verified. Please try again')

/**
 * Sign In With Farcaster: open a channel on the relay with the server's nonce, then hold the frame's wait until the
 * visitor's Farcaster app approves it, verify the signed message here and make a session for the fid's account.
 */
export function farcasterRoutes(kit: EmbeddedKit): Hono<ApiEnv> {
  const { deps } = kit
  const app = new Hono<ApiEnv>()
  const channels = createFarcasterChannels(deps.cache)
  let client: { from: FarcasterConfig; client: FarcasterAppClient } | undefined
  const farcaster = () => {
    const config = kit.config().farcaster
    if (!config) throw unavailable()
    if (client?.from !== config) {
      try {
        client = { from: config, client: farcasterAppClient(config) }
      } catch (error) {
        // A configuration that cannot work (no chain for signatures) is the operator's to fix, not the visitor's.
        deps.log.error('farcaster configuration unusable', { error: String(error) })
        throw unavailable()
      }
    }
    return { config, client: client.client }
  }

  app.post('/v1/embedded/farcaster/channel', async (c) => {
    const body = parseRequest(embeddedFarcasterChannelRequestSchema, await readJsonBody(c, BODY_BYTES))
    const { client: relay } = farcaster()
    const origin = kit.config().secureSiteOrigin
    const now = deps.now()
    const expiresAt = now + EMBEDDED_FARCASTER_CHANNEL_TTL_MS
    const request = {
      siweUri: origin,
      domain: new URL(origin).host,
      nonce: newSignInNonce(),
      notBefore: new Date(now).toISOString(),
      expirationTime: new Date(expiresAt).toISOString(),
    }
    const opened = await relay.createChannel(request).catch(() => undefined)
    if (!opened || opened.isError || opened.response.status !== 201 || opened.data.nonce !== request.nonce) {
      deps.log.warn('farcaster relay refused a channel', { status: opened?.response?.status })
      throw unavailable()
    }
    const pending: PendingChannel = {
      projectId: c.get('project').id,
      deviceHash: sha256Hex(body.deviceId),
      channelToken: opened.data.channelToken,
      nonce: request.nonce,
      domain: request.domain,
      uri: request.siweUri,
      expiresAt,
    }
    const pendingId = await channels.open(pending, EMBEDDED_FARCASTER_CHANNEL_TTL_MS)
    c.header('Cache-Control', 'no-store')
    return c.json({
      url: opened.data.url,
      pendingId,
      expiresAt: new Date(expiresAt).toISOString(),
    } satisfies EmbeddedFarcasterChannelResponse)
  })

  app.post('/v1/embedded/farcaster/wait', async (c) => {
    const body = parseRequest(embeddedFarcasterWaitRequestSchema, await readJsonBody(c, BODY_BYTES))
    const { config, client: relay } = farcaster()
    const projectId = c.get('project').id
    const deviceHash = sha256Hex(body.deviceId)
    const deadline = Date.now() + (config.waitMs ?? EMBEDDED_FARCASTER_WAIT_MS)
    const aborted = c.req.raw.signal
    c.header('Cache-Control', 'no-store')
    for (;;) {
      const pending = await channels.find(body.pendingId)
      // Another device or project holding the id learns only that there is nothing to wait for.
      if (!pending || pending.projectId !== projectId || pending.deviceHash !== deviceHash) throw expired()
      const status = await relay.status({ channelToken: pending.channelToken }).catch(() => undefined)
      if (!status || status.isError) throw unavailable()
      if (status.response.status === 401 || status.response.status === 404) {
        await channels.forget(body.pendingId)
        throw expired()
      }
      const { data } = status
      if (status.response.status === 200 && data.state === 'completed' && data.message && data.signature) {
        if (!(await channels.claim(body.pendingId))) throw expired()
        const signed = { ...data, message: data.message, signature: data.signature }
        const answer = await signIn(projectId, pending, signed, body)
        return c.json({
          action: 'CONNECTED',
          session: { ...answer.session, ...answer.userName },
        } satisfies EmbeddedFarcasterWaitResponse)
      }
      const left = deadline - Date.now()
      if (left <= 0 || aborted.aborted) return c.json({ action: 'WAITING' } satisfies EmbeddedFarcasterWaitResponse)
      await pause(Math.min(left, config.pollMs ?? DEFAULT_POLL_MS), aborted)
    }

    async function signIn(
      projectId: string,
      pending: PendingChannel,
      signed: { message: string; signature: `0x${string}`; fid?: number; username?: string },
      request: { deviceName: string },
    ) {
      const verdict = await verifyFarcasterSignIn(relay, pending, signed)
      if (!verdict.verified) {
        if (verdict.reason === 'unavailable') throw unavailable()
        deps.log.warn('farcaster sign-in refused', { device: request.deviceName })
        throw notVerified()
      }
      // The name the relay reports is shown in Account only; the signed message alone says which fid logged in.
      const username = signed.fid === verdict.fid ? signed.username?.slice(0, 128) : undefined
      const now = deps.now()
      const { account, username: kept } = await findOrCreateIdentityAccount(
        deps.db,
        projectId,
        { provider: 'farcaster', subject: String(verdict.fid), ...(username !== undefined && { username }) },
        now,
      )
      // The custody key's signature over our nonce, for a channel this device opened, is this device's approval.
      await approveDevice(deps.db, account.id, pending.deviceHash, now)
      const session = await createSession(deps.db, account, pending.deviceHash, now)
      return { session: sessionAnswer(session), userName: kept !== undefined ? { userName: kept } : {} }
    }
  })

  return app
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
  })
}
