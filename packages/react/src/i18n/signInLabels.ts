import { fillLabel } from './labels.ts'
import { texts } from './texts.ts'

/** The sign-in and DataCapture views' texts: a chunk of their own, fetched with those views only. */
export const SIGN_IN_LABELS = texts('signIn', {
  signInHeading: '{app} needs to connect to your wallet',
  signInBody: 'Sign this message to prove you own this wallet and proceed.',
  signInCancelDisconnects: 'Canceling will disconnect you.',
  signInParties: '{app} and your wallet',
  thisApp: 'This app',
  cancel: 'Cancel',
  sign: 'Sign',
  // SPEC §8: the sign-in failure and the loading toast's text, verbatim.
  signInFailed: 'Error signing message',
  authenticating: 'Authenticating...',
  dataCaptureHeading: 'Enter your email',
  dataCaptureBody: '{app} will use it to reach you. We send you a code to confirm it is yours.',
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  continue: 'Continue',
  sendingCode: 'Sending a code…',
  codeHeading: 'Enter the code sent to {email}',
  code: 'Code',
  codeHint: 'The 6-digit code from the email.',
  checkingCode: 'Checking the code…',
  resendCode: 'Resend code',
  // SPEC §8: the 30 s email cooldown, verbatim.
  resendCooldown: 'Please try again after {n} seconds',
  useAnotherEmail: 'Use another email',
} as const)

export type SignInLabelKey = keyof typeof SIGN_IN_LABELS

export function formatSignInLabel(key: SignInLabelKey, values: Record<string, string | number> = {}): string {
  return fillLabel(SIGN_IN_LABELS[key], values)
}
