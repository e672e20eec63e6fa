import { ERROR_MESSAGES } from '@foyer/core'
import { fillLabel } from '../../i18n/labels.ts'
import { texts } from '../../i18n/texts.ts'

/**
 * The embedded wallet's texts (Connect's email field, EmailLogin, UpdateEmailWallet, ApproveTransaction), kept
 * with its views so they load with them. Texts the SPEC quotes are verbatim.
 */
export const EMBEDDED_LABELS = texts('embedded', {
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  continueWithEmail: 'Continue',
  emailLogin: 'Log in with email',
  orWallet: 'or connect a wallet',
  sendingCode: 'Sending a code…',
  codeHeading: 'Enter the code sent to {email}',
  code: 'Code',
  codeHint: 'The 6-digit code from the email.',
  checkingCode: 'Checking the code…',
  resendCode: 'Resend code',
  // SPEC §8: the 30 s email cooldown, verbatim.
  resendCooldown: ERROR_MESSAGES.EMAIL_COOLDOWN,
  codeResent: 'A new code is on its way.',
  useAnotherEmail: 'Use another email',
  deviceHeading: 'Check your email',
  deviceBody: 'We emailed a link to {email}. Open it on any device and approve this one to continue.',
  deviceWaiting: 'Waiting for your approval…',
  updateEmail: 'Update email',
  newEmail: 'New email',
  currentEmail: 'Your email now: {email}',
  sameEmail: 'This is already your email',
  primaryHint: 'First, confirm it is you: we sent a code to your current address.',
  secondaryHint: 'Now confirm the new address.',
  cancel: 'Cancel',
  approveHeading: 'Approve in your wallet’s secure window',
  approveBody:
    'Your wallet asks you to approve this request in its secure window below. Nothing is signed until you do.',
  createRecoveryHeading: 'Protect your wallet',
  createRecoveryBody: 'Choose a recovery password in your wallet’s secure window below.',
  enterRecoveryHeading: 'Unlock your wallet',
  enterRecoveryBody: 'Enter your recovery password in your wallet’s secure window below.',
  secureWindow: 'Your wallet’s secure window',
  // SPEC §6: a refused RPC call, as the UI says it.
  actionNotAllowed: 'Action not allowed',
} as const)

export type EmbeddedLabelKey = keyof typeof EMBEDDED_LABELS

export function formatEmbeddedLabel(key: EmbeddedLabelKey, values: Record<string, string | number> = {}): string {
  return fillLabel(EMBEDDED_LABELS[key], values)
}
