import { FoyerError } from '../errors/errors.ts'
import { askFrame, readCode, readEmail } from './emailLogin.ts'
import { type EmbeddedContext, isConnectedThroughEmbedded } from './embeddedContext.ts'

/** SPEC §6: only a visitor connected through the embedded wallet can change its email. */
function requireEmbeddedConnection(context: EmbeddedContext): void {
  if (!isConnectedThroughEmbedded(context)) throw new FoyerError('NOT_CONNECTED_TO_EMAIL')
}

/** UpdateEmailWallet: the new address first; a code goes to the current one (step primary). */
export async function updateEmail(context: EmbeddedContext, input: string): Promise<void> {
  requireEmbeddedConnection(context)
  const newEmail = readEmail(input)
  const { action } = await askFrame(context, 'UPDATE_EMAIL', { email: newEmail })
  context.embedded.setState({
    update: { newEmail, step: action === 'VERIFY_PRIMARY_OTP' ? 'primary' : 'secondary' },
  })
}

/** The code mailed to the current address; then one goes to the new address (step secondary). */
export async function verifyPrimaryOtp(context: EmbeddedContext, input: string): Promise<void> {
  requireEmbeddedConnection(context)
  const otp = readCode(input)
  const { update } = context.embedded.getState()
  if (update?.step !== 'primary') throw new FoyerError('NOT_CONNECTED_TO_EMAIL')
  await askFrame(context, 'UPDATE_EMAIL_PRIMARY_OTP', { otp })
  context.embedded.setState({ update: { ...update, step: 'secondary' } })
}

/** The code mailed to the new address: the account's email is the new one, and the view goes back to Account. */
export async function verifySecondaryOtp(context: EmbeddedContext, input: string): Promise<void> {
  requireEmbeddedConnection(context)
  const otp = readCode(input)
  const { update } = context.embedded.getState()
  if (update?.step !== 'secondary') throw new FoyerError('NOT_CONNECTED_TO_EMAIL')
  const { newEmail } = await askFrame(context, 'UPDATE_EMAIL_SECONDARY_OTP', { otp })
  context.storage.email.set(newEmail)
  context.embedded.setState({ email: newEmail, update: undefined })
  if (context.router.store.getState().view === 'UpdateEmailWallet') context.router.goBack()
}

export function cancelUpdateEmail(context: EmbeddedContext): void {
  context.embedded.setState({ update: undefined })
}
