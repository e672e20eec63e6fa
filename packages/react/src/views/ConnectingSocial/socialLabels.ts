import { fillLabel } from '../../i18n/labels.ts'
import { texts } from '../../i18n/texts.ts'

/** The providers' names as they write them; another provider an API configures is shown capitalised. */
const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  x: 'X',
  farcaster: 'Farcaster',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
}

export function providerName(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1)
}

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
