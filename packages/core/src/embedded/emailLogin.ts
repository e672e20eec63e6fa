import type { AppEventPayload, FrameSuccessPayload } from '@foyer/protocol/frame'
import { ALERTS } from '../alerts/alertCatalogue.ts'
import { FoyerError } from '../errors/errors.ts'
import { embeddedOriginStatus } from '../flows/allowedOrigin.ts'
import { cooldownError, EMAIL_COOLDOWN_MS } from '../flows/dataCapture.ts'
import { goBack, showView } from '../flows/navigation.ts'
import { isEmailAddress, isOneTimeCode } from '../rules/emailFormat.ts'
import { completeLogin } from './completeLogin.ts'
import type { EmbeddedContext } from './embeddedContext.ts'
import type { EmbeddedFrameCall } from './embeddedTypes.ts'

export function readEmail(input: string): string {
  const email = input.trim()
  if (!isEmailAddress(email)) throw new FoyerError('INVALID_EMAIL')
  return email
}

export function readCode(input: string): string {
  const code = input.trim()
  if (!isOneTimeCode(code)) throw new FoyerError('INVALID_OTP')
  return code
}

/** Asks the frame; SPEC §8 shows its request timeout (iframe_request_timeout) as an alert besides the error. */
export async function askFrame<N extends EmbeddedFrameCall>(
  context: EmbeddedContext,
  name: N,
  payload: AppEventPayload<N>,
): Promise<FrameSuccessPayload<N>> {
  try {
    return await context.embeddedWallet.call(name, payload)
  } catch (thrown) {
    // By the request's name only: its payload holds the visitor's email or code.
    context.logger.log(50, 'secure frame request failed', { request: name, error: thrown })
    if (thrown instanceof FoyerError && thrown.code === 'IFRAME_REQUEST_TIMEOUT') {
      context.alerts.show(ALERTS.REQUEST_TIMEOUT)
    }
    throw thrown
  }
}

/** SPEC §9: 'Please try again after {n} seconds' while the 30 s cooldown runs. */
function checkCooldown(resendAvailableAt: number | undefined): void {
  const left = resendAvailableAt === undefined ? 0 : Math.ceil((resendAvailableAt - Date.now()) / 1000)
  if (left > 0) throw cooldownError(left)
}

/** The seconds a cooldown refusal names ('Please try again after {n} seconds'), if `thrown` is one. */
function cooldownSeconds(thrown: unknown): number | undefined {
  if (!(thrown instanceof FoyerError) || thrown.code !== 'EMAIL_COOLDOWN') return undefined
  const seconds = Number(/(\d+)/.exec(thrown.message)?.[1])
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined
}

/** SPEC §8 unverified_domain: a page the project does not list is told so before any code is mailed. */
async function checkDomain(context: EmbeddedContext): Promise<void> {
  const origin = typeof location === 'undefined' ? undefined : location.origin
  if ((await embeddedOriginStatus(await context.loadApi(), origin)) !== 'unverified') return
  context.alerts.show(ALERTS.UNVERIFIED_DOMAIN)
  throw new FoyerError('UNVERIFIED_DOMAIN')
}

/** Connect's email field: mails a code (loading the frame first) and opens EmailLogin at its code step. */
export async function connectEmail(context: EmbeddedContext, input: string): Promise<void> {
  const email = readEmail(input)
  const { login, cooldown } = context.embedded.getState()
  if (login?.email === email) checkCooldown(login.resendAvailableAt)
  if (cooldown?.email === email) checkCooldown(cooldown.until)
  await checkDomain(context)
  context.events.emit('CONNECT_STARTED', { connectorId: context.embeddedWallet.connectorId })
  try {
    await askFrame(context, 'CONNECT_EMAIL', { email })
  } catch (thrown) {
    // The server's own cooldown (a code sent from elsewhere): keep its deadline, so the field counts it down.
    const secondsLeft = cooldownSeconds(thrown)
    if (secondsLeft !== undefined)
      context.embedded.setState({ cooldown: { email, until: Date.now() + secondsLeft * 1000 } })
    throw thrown
  }
  context.embedded.setState({
    login: { email, step: 'otp', resendAvailableAt: Date.now() + EMAIL_COOLDOWN_MS },
    cooldown: undefined,
  })
  if (context.router.store.getState().view !== 'EmailLogin' || !context.modal.getState().open) {
    showView(context, 'EmailLogin')
  }
}

export async function resendCode(context: EmbeddedContext): Promise<void> {
  const { login } = context.embedded.getState()
  if (!login) throw new FoyerError('NOT_CONNECTED_TO_EMAIL')
  checkCooldown(login.resendAvailableAt)
  await askFrame(context, 'CONNECT_EMAIL', { email: login.email })
  if (context.embedded.getState().login?.email !== login.email) return
  context.embedded.setState({ login: { ...login, step: 'otp', resendAvailableAt: Date.now() + EMAIL_COOLDOWN_MS } })
}

/**
 * EmailLogin's code: CONNECTED logs in at once; VERIFY_DEVICE moves to the device step and waits (120 s) for the
 * mailed link. Then every namespace with the AUTH connector is connected from the frame's one user.
 */
export async function verifyOtp(context: EmbeddedContext, input: string): Promise<void> {
  const otp = readCode(input)
  const login = context.embedded.getState().login
  if (!login) throw new FoyerError('NOT_CONNECTED_TO_EMAIL')
  const { action } = await askFrame(context, 'CONNECT_OTP', { otp })
  if (action === 'VERIFY_DEVICE') {
    context.embedded.setState({ login: { ...login, step: 'device' } })
    await askFrame(context, 'CONNECT_DEVICE', {})
  }
  // The visitor went Back meanwhile: they left this login.
  if (context.embedded.getState().login?.email !== login.email) return
  await completeLogin(context, (user) => {
    context.storage.emailLoginUsed.set(true)
    context.storage.email.set(user.email ?? login.email)
    context.storage.lastEmailLoginTime.set(Date.now())
    context.embedded.setState({ login: undefined, email: user.email ?? login.email })
  })
}

/** Back from EmailLogin: the login is forgotten; a code or device answer arriving later changes nothing. */
export function cancelLogin(context: EmbeddedContext): void {
  context.embedded.setState({ login: undefined })
  if (context.router.store.getState().view === 'EmailLogin') goBack(context)
}
