import { fillLabel } from '../../i18n/labels.ts'
import { texts } from '../../i18n/texts.ts'
import { providerName } from './providerName.ts'

/** The social login's texts (Connect's buttons, ConnectingSocial, Account), kept with its views. */
export const SOCIAL_LABELS = texts('social', {
  continueWith: 'Continue with {provider}',
  socialLogins: 'Log in with a social account',
  moreSocials: 'More social logins',
  fewerSocials: 'Fewer social logins',
  waiting: 'Continue in the {provider} window',
  waitingHint: 'Log in with {provider} in the window that opened. This one connects as soon as you are done.',
  // Where no popup can be used, this page itself goes to the provider and comes back.
  leaving: 'Taking you to {provider}',
  leavingHint: 'Log in on the {provider} page; you come back here once you are done.',
  returning: 'Finishing your {provider} login',
  returningHint: 'Your wallet connects in a moment.',
  failedTitle: 'Could not log in with {provider}',
  loggedInWith: 'Logged in with {provider}',
  loggedIn: 'Logged in as',
} as const)

export function socialLabel(key: keyof typeof SOCIAL_LABELS, provider: string): string {
  return fillLabel(SOCIAL_LABELS[key], { provider: providerName(provider) })
}
