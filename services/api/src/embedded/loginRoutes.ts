import {
  type EmbeddedDeviceWaitResponse,
  type EmbeddedEmailOtpResponse,
  type EmbeddedOtpVerifyResponse,
  embeddedDeviceWaitRequestSchema,
  embeddedEmailOtpRequestSchema,
  embeddedOtpVerifyRequestSchema,
} from '@foyer/protocol'
import { Hono } from 'hono'
import type { ApiEnv } from '../apiEnv.ts'
import { normalizeEmail } from '../email/otpSecrets.ts'
import { ApiError } from '../http/apiError.ts'
import { parseRequest, readJsonBody } from '../http/validation.ts'
import { findAccountById, findOrCreateAccount } from './accountStore.ts'
import { composeDeviceMail } from './deviceMail.ts'
import {
  approveDevice,
  claimApprovedRequest,
  createDeviceRequest,
  type DeviceRequestRow,
  findPendingRequest,
  isDeviceApproved,
} from './deviceStore.ts'
import { emailUnavailable } from './embeddedCodes.ts'
import type { EmbeddedKit } from './embeddedKit.ts'
import { sha256Hex } from './embeddedSecrets.ts'
import { sessionAnswer } from './sessionAnswer.ts'
import { createSession } from './sessionStore.ts'

const BODY_BYTES = 4 * 1024
/** Another instance's approval is only seen by reading the database: this often, while a wait is held. */
const CROSS_INSTANCE_CHECK_MS = 5_000

const deviceRequestExpired = () =>
  new ApiError(410, 'DEVICE_REQUEST_EXPIRED', 'The device request has expired. Sign in again')

/** Email login: mail a code, trade it for a session, or for a device approval on a new device. */
export function loginRoutes(kit: EmbeddedKit): Hono<ApiEnv> {
  const { deps } = kit
  const app = new Hono<ApiEnv>()

  app.post('/v1/embedded/email/otp', async (c) => {
    const body = parseRequest(embeddedEmailOtpRequestSchema, await readJsonBody(c, BODY_BYTES))
    const project = c.get('project')
    const key = { projectId: project.id, email: normalizeEmail(body.email), purpose: 'embedded-login' as const }
    await kit.codes.send(c, key, project.name)
    // The same answer whether or not the address has an account or a wallet.
    return c.json({ action: 'VERIFY_OTP' } satisfies EmbeddedEmailOtpResponse, 202)
  })

  app.post('/v1/embedded/email/otp/verify', async (c) => {
    const body = parseRequest(embeddedOtpVerifyRequestSchema, await readJsonBody(c, BODY_BYTES))
    const project = c.get('project')
    const email = normalizeEmail(body.email)
    await kit.codes.verify({ projectId: project.id, email, purpose: 'embedded-login' }, body.otp)
    const now = deps.now()
    const account = await findOrCreateAccount(deps.db, project.id, email, now)
    const deviceHash = sha256Hex(body.deviceId)
    c.header('Cache-Control', 'no-store')
    if (account.authShareSealed && !(await isDeviceApproved(deps.db, account.id, deviceHash))) {
      const send = kit.mailSender()
      if (!send) throw emailUnavailable('Email sign-in is not available on this server')
      const request = await createDeviceRequest(
        deps.db,
        { accountId: account.id, deviceHash, deviceName: body.deviceName },
        now,
      )
      const link = `${deps.config.publicUrl}/v1/embedded/device/approve?token=${request.approveToken}`
      try {
        await send({ to: email, ...composeDeviceMail(project.name, body.deviceName, new Date(now), link) })
      } catch (error) {
        deps.log.warn('device approval mail failed', { error: error instanceof Error ? error.message : String(error) })
        throw emailUnavailable('The approval link could not be sent. Please try again')
      }
      return c.json({ action: 'VERIFY_DEVICE', pendingId: request.pendingId } satisfies EmbeddedOtpVerifyResponse)
    }
    const session = await createSession(deps.db, account, deviceHash, now)
    return c.json({ action: 'CONNECTED', session: sessionAnswer(session) } satisfies EmbeddedOtpVerifyResponse)
  })

  app.post('/v1/embedded/device/wait', async (c) => {
    const body = parseRequest(embeddedDeviceWaitRequestSchema, await readJsonBody(c, BODY_BYTES))
    const pendingHash = sha256Hex(body.pendingId)
    const deadline = Date.now() + kit.deviceWaitMs()
    c.header('Cache-Control', 'no-store')
    for (;;) {
      // Listen before reading, so an approval landing while the read is in flight still wakes this wait.
      const stop = new AbortController()
      const left = Math.max(0, deadline - Date.now())
      const recheckMs = kit.config().deviceRecheckMs ?? CROSS_INSTANCE_CHECK_MS
      const woken = kit.approvals.wait(
        pendingHash,
        Math.min(left, recheckMs),
        AbortSignal.any([stop.signal, c.req.raw.signal]),
      )
      try {
        const request = await findPendingRequest(deps.db, pendingHash, deps.now())
        if (!request) throw deviceRequestExpired()
        if (request.approvedAt) return c.json(await takeApproved(c.get('project').id, pendingHash, request))
        if (left <= 0 || c.req.raw.signal.aborted)
          return c.json({ action: 'WAITING' } satisfies EmbeddedDeviceWaitResponse)
        await woken
      } finally {
        stop.abort()
      }
    }
  })

  /** The session of an approved request, for the one wait that claims it. */
  async function takeApproved(
    projectId: string,
    pendingHash: string,
    request: DeviceRequestRow,
  ): Promise<EmbeddedDeviceWaitResponse> {
    const account = await findAccountById(deps.db, request.accountId)
    if (!account || account.projectId !== projectId) throw deviceRequestExpired()
    const now = deps.now()
    if (!(await claimApprovedRequest(deps.db, pendingHash, now))) throw deviceRequestExpired()
    await approveDevice(deps.db, request.accountId, request.deviceHash, now)
    const session = await createSession(deps.db, account, request.deviceHash, now)
    return { action: 'CONNECTED', session: sessionAnswer(session) }
  }

  return app
}
