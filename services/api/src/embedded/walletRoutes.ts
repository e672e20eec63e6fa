import {
  type EmbeddedAuthShareResponse,
  type EmbeddedSessionResponse,
  embeddedAuthShareRequestSchema,
  embeddedCreateWalletRequestSchema,
} from '@foyer/protocol'
import { Hono } from 'hono'
import type { ApiEnv } from '../apiEnv.ts'
import { ApiError } from '../http/apiError.ts'
import { parseRequest, readJsonBody } from '../http/validation.ts'
import { findAccountById, saveWallet } from './accountStore.ts'
import { openAuthShare, sealAuthShare } from './authShareCipher.ts'
import { BadRecipientKeyError, sealAuthShareToFrame } from './authShareHpke.ts'
import { approveDevice, isDeviceApproved } from './deviceStore.ts'
import type { EmbeddedKit } from './embeddedKit.ts'
import { identityUsername } from './identityStore.ts'
import { sessionAnswer } from './sessionAnswer.ts'
import { revokeSession } from './sessionStore.ts'

const WALLET_BODY_BYTES = 16 * 1024
const SMALL_BODY_BYTES = 1024
/** A Shamir share of 32 bytes of entropy is 33 bytes; anything far from that is not a share of ours. */
const SHARE_BYTES = { min: 16, max: 256 }

/** The session, the wallet it creates once, the auth share sealed to the frame, and sign-out. */
export function walletRoutes(kit: EmbeddedKit): Hono<ApiEnv> {
  const { deps } = kit
  const app = new Hono<ApiEnv>()

  app.get('/v1/embedded/session', async (c) => {
    const session = await kit.session(c)
    c.header('Cache-Control', 'no-store')
    // A social or Farcaster login's name survives a reload of the frame (SPEC §3 userName).
    const userName = await identityUsername(deps.db, session.account.id)
    const answer = { ...sessionAnswer(session), ...(userName !== undefined && { userName }) }
    return c.json({ session: answer } satisfies EmbeddedSessionResponse)
  })

  app.post('/v1/embedded/wallet', async (c) => {
    const session = await kit.session(c)
    const body = parseRequest(embeddedCreateWalletRequestSchema, await readJsonBody(c, WALLET_BODY_BYTES))
    const share = Buffer.from(body.authShare, 'base64')
    if (share.length < SHARE_BYTES.min || share.length > SHARE_BYTES.max) {
      throw new ApiError(400, 'INVALID_REQUEST', 'The request is invalid', [
        { path: ['authShare'], message: `must be ${SHARE_BYTES.min}-${SHARE_BYTES.max} bytes` },
      ])
    }
    const accountId = session.account.id
    const authShareSealed = sealAuthShare(kit.keys().kek, accountId, share)
    share.fill(0)
    const now = deps.now()
    const { addresses, commitment, recovery } = body
    if (!(await saveWallet(deps.db, accountId, { addresses, commitment, recovery, authShareSealed }, now))) {
      throw new ApiError(409, 'WALLET_EXISTS', 'This account already has a wallet')
    }
    // The device that made the wallet holds its device share: it never needs a mailed approval.
    await approveDevice(deps.db, accountId, session.deviceHash, now)
    const account = await findAccountById(deps.db, accountId)
    if (!account) throw new ApiError(401, 'SESSION_INVALID', 'The session is not valid. Sign in again')
    c.header('Cache-Control', 'no-store')
    return c.json({ session: sessionAnswer({ ...session, account }) } satisfies EmbeddedSessionResponse, 201)
  })

  app.post('/v1/embedded/wallet/auth-share', async (c) => {
    const session = await kit.session(c)
    const body = parseRequest(embeddedAuthShareRequestSchema, await readJsonBody(c, SMALL_BODY_BYTES))
    const { account } = session
    if (!account.authShareSealed) throw new ApiError(404, 'WALLET_NOT_FOUND', 'This account has no wallet yet')
    // A session made before the wallet existed, on another device, is no approval of that device.
    if (!(await isDeviceApproved(deps.db, account.id, session.deviceHash))) {
      throw new ApiError(403, 'DEVICE_NOT_APPROVED', 'This device is not approved for the wallet. Sign in again')
    }
    const share = openAuthShare(kit.keys().kek, account.id, account.authShareSealed)
    try {
      const sealed = await sealAuthShareToFrame(body.publicKey, share)
      c.header('Cache-Control', 'no-store')
      return c.json({ sealed } satisfies EmbeddedAuthShareResponse)
    } catch (error) {
      if (error instanceof BadRecipientKeyError) {
        throw new ApiError(400, 'INVALID_REQUEST', 'The request is invalid', [
          { path: ['publicKey'], message: 'must be a usable X25519 public key' },
        ])
      }
      throw error
    } finally {
      share.fill(0)
    }
  })

  app.post('/v1/embedded/sign-out', async (c) => {
    const session = await kit.session(c)
    await revokeSession(deps.db, session.tokenHash, deps.now())
    return c.body(null, 204)
  })

  return app
}
