import { texts } from '../../i18n/texts.ts'

/**
 * The embedded wallet's view titles, apart from its other texts: the modal's header (in the shell's chunk) needs
 * these, and a dapp without the embedded wallet should load nothing more of it.
 */
export const EMBEDDED_TITLES = texts('embeddedTitles', {
  emailLoginTitle: 'Confirm Email',
  registerDeviceTitle: 'Register this device',
  updateEmailTitle: 'Update email',
  confirmCurrentEmailTitle: 'Confirm current email',
  confirmNewEmailTitle: 'Confirm new email',
  approveTitle: 'Approve',
} as const)
