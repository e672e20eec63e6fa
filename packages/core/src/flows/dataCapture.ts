import { FoyerError, HttpStatusError, toFoyerError } from '../errors/errors.ts'
import { isEmailAddress, isOneTimeCode } from '../rules/emailFormat.ts'
import { siwxRuntime } from '../siwx/siwxRuntime.ts'
import type { FlowContext } from './context.ts'
import { openModal } from './navigation.ts'

/** SPEC §9: email cooldown 30 s. */
export const EMAIL_COOLDOWN_MS = 30_000

const isOtpAnswer = (value: unknown): value is { expiresAt: string } =>
  typeof value === 'object' && value !== null && typeof (value as { expiresAt?: unknown }).expiresAt === 'string'
const isVerifyAnswer = (value: unknown): value is { emailToken: string; email: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { emailToken?: unknown }).emailToken === 'string' &&
  typeof (value as { email?: unknown }).email === 'string'

export function cooldownError(secondsLeft: number): FoyerError {
  return new FoyerError('EMAIL_COOLDOWN', undefined, { values: { n: String(secondsLeft) } })
}

/** The API's refusals keep their own words: the cooldown text is SPEC §8's, the rest say what was wrong. */
function fromApi(thrown: unknown): FoyerError {
  if (thrown instanceof HttpStatusError && thrown.apiCode === 'EMAIL_COOLDOWN' && thrown.detail) {
    return new FoyerError('EMAIL_COOLDOWN', thrown.detail, { cause: thrown })
  }
  return toFoyerError(thrown)
}

function requireApi(context: FlowContext) {
  const { api } = siwxRuntime(context)
  if (!api) throw new FoyerError('API_UNREACHABLE')
  return api
}

/** DataCapture's Continue: sends a one-time code to the address (at most once per 30 s, SPEC §9). */
export async function captureEmail(context: FlowContext, input: string): Promise<void> {
  const email = input.trim()
  if (!isEmailAddress(email)) {
    context.dataCapture.setState({ error: new FoyerError('INVALID_EMAIL') })
    return
  }
  const { resendAt, email: lastEmail } = context.dataCapture.getState()
  const now = Date.now()
  if (resendAt !== undefined && resendAt > now && lastEmail === email) {
    context.dataCapture.setState({ step: 'code', error: cooldownError(Math.ceil((resendAt - now) / 1000)) })
    return
  }
  context.dataCapture.setState({ pending: true, error: undefined })
  try {
    await requireApi(context).send('POST', '/v1/email/otp', isOtpAnswer, { body: { email } })
    context.dataCapture.setState({ step: 'code', email, pending: false, resendAt: Date.now() + EMAIL_COOLDOWN_MS })
  } catch (thrown) {
    context.dataCapture.setState({ pending: false, error: fromApi(thrown) })
  }
}

export async function resendEmailCode(context: FlowContext): Promise<void> {
  const { email } = context.dataCapture.getState()
  if (email) await captureEmail(context, email)
}

/** DataCapture's code: trades it for proof of the address, then asks for the signature. */
export async function confirmEmailCode(context: FlowContext, input: string): Promise<void> {
  const code = input.trim()
  const { email } = context.dataCapture.getState()
  if (!email) return editCapturedEmail(context)
  if (!isOneTimeCode(code)) {
    context.dataCapture.setState({ error: new FoyerError('INVALID_OTP') })
    return
  }
  context.dataCapture.setState({ pending: true, error: undefined })
  try {
    const answer = await requireApi(context).send('POST', '/v1/email/otp/verify', isVerifyAnswer, {
      body: { email, code },
    })
    context.dataCapture.setState({ pending: false, emailToken: answer.emailToken, email: answer.email })
    openModal(context, { view: 'SIWXSignMessage' })
  } catch (thrown) {
    context.dataCapture.setState({ pending: false, error: fromApi(thrown) })
  }
}

export function editCapturedEmail(context: FlowContext): void {
  context.dataCapture.setState({ step: 'email', error: undefined })
}
