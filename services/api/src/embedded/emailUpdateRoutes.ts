import {
  type EmbeddedEmailUpdatePrimaryResponse,
  type EmbeddedEmailUpdateResponse,
  type EmbeddedSessionResponse,
  embeddedEmailUpdateRequestSchema,
  embeddedOtpRequestSchema,
} from '@foyer/protocol'
import { Hono } from 'hono'
import type { ApiEnv } from '../apiEnv.ts'
import { normalizeEmail } from '../email/otpSecrets.ts'
import { ApiError } from '../http/apiError.ts'
import { parseRequest, readJsonBody } from '../http/validation.ts'
import { changeAccountEmail, findAccountById } from './accountStore.ts'
import { confirmPrimary, findEmailUpdate, finishEmailUpdate, startEmailUpdate } from './emailUpdateStore.ts'
import type { EmbeddedKit } from './embeddedKit.ts'
import { sessionAnswer } from './sessionAnswer.ts'

const BODY_BYTES = 1024

/** An account a social or Farcaster login made has no address of its own to change (SPEC §6). */
const noEmail = () => new ApiError(409, 'NO_EMAIL', 'Not connected to email or social')

const notStarted = () =>
  new ApiError(400, 'EMAIL_UPDATE_NOT_STARTED', 'No email update is waiting for this code. Start the update again')

/**
 * Changing the wallet's address (SPEC §2 UpdateEmailWallet): a code to the current address proves the owner
 * asks, a code to the new one proves they hold it; only then does the account move.
 */
export function emailUpdateRoutes(kit: EmbeddedKit): Hono<ApiEnv> {
  const { deps } = kit
  const app = new Hono<ApiEnv>()

  app.post('/v1/embedded/email/update', async (c) => {
    const session = await kit.session(c)
    const body = parseRequest(embeddedEmailUpdateRequestSchema, await readJsonBody(c, BODY_BYTES))
    const newEmail = normalizeEmail(body.newEmail)
    const { account } = session
    if (account.email === null) throw noEmail()
    if (newEmail === account.email) {
      throw new ApiError(400, 'INVALID_REQUEST', 'The request is invalid', [
        { path: ['newEmail'], message: 'is the current address' },
      ])
    }
    await startEmailUpdate(deps.db, account.id, newEmail, deps.now())
    const project = c.get('project')
    await kit.codes.send(
      c,
      { projectId: project.id, email: account.email, purpose: 'embedded-update-primary' },
      project.name,
    )
    return c.json({ action: 'VERIFY_PRIMARY_OTP' } satisfies EmbeddedEmailUpdateResponse, 202)
  })

  app.post('/v1/embedded/email/update/primary', async (c) => {
    const session = await kit.session(c)
    const body = parseRequest(embeddedOtpRequestSchema, await readJsonBody(c, BODY_BYTES))
    const { account } = session
    if (account.email === null) throw noEmail()
    const update = await findEmailUpdate(deps.db, account.id, deps.now())
    if (!update) throw notStarted()
    const project = c.get('project')
    await kit.codes.verify(
      { projectId: project.id, email: account.email, purpose: 'embedded-update-primary' },
      body.otp,
    )
    await confirmPrimary(deps.db, account.id, deps.now())
    await kit.codes.send(
      c,
      { projectId: project.id, email: update.newEmail, purpose: 'embedded-update-secondary' },
      project.name,
    )
    return c.json({ action: 'VERIFY_SECONDARY_OTP' } satisfies EmbeddedEmailUpdatePrimaryResponse)
  })

  app.post('/v1/embedded/email/update/secondary', async (c) => {
    const session = await kit.session(c)
    const body = parseRequest(embeddedOtpRequestSchema, await readJsonBody(c, BODY_BYTES))
    const { account } = session
    const update = await findEmailUpdate(deps.db, account.id, deps.now(), true)
    if (!update) throw notStarted()
    const project = c.get('project')
    await kit.codes.verify(
      { projectId: project.id, email: update.newEmail, purpose: 'embedded-update-secondary' },
      body.otp,
    )
    if (!(await changeAccountEmail(deps.db, account, update.newEmail))) {
      throw new ApiError(409, 'EMAIL_IN_USE', 'Another wallet of this site already uses that address')
    }
    await finishEmailUpdate(deps.db, account.id)
    const moved = await findAccountById(deps.db, account.id)
    if (!moved) throw new ApiError(401, 'SESSION_INVALID', 'The session is not valid. Sign in again')
    c.header('Cache-Control', 'no-store')
    return c.json({ session: sessionAnswer({ ...session, account: moved }) } satisfies EmbeddedSessionResponse)
  })

  return app
}
