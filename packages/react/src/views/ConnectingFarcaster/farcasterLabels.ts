import { texts } from '../../i18n/texts.ts'
/** ConnectingFarcaster's words (SPEC §2); the failure text is the frame's SPEC §8 'Failed to connect to farcaster'. */
export const FARCASTER_LABELS = texts('farcaster', {
  title: 'Farcaster',
  qr: 'Sign In With Farcaster QR code',
  scan: 'Scan this QR code with your phone’s camera or Farcaster app',
  openFarcaster: 'Open Farcaster',
  waiting: 'Waiting for approval in Farcaster…',
  waitingHint: 'Approve the sign-in in your Farcaster app. The code renews itself before it expires.',
  preparing: 'Preparing a sign-in code…',
  failedTitle: 'Connection failed',
} as const)
