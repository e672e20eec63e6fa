import type { NameLabelProblem, NameRegistrationFailure } from '@foyer/core'
import { fillLabel } from '../../i18n/labels.ts'
import { texts } from '../../i18n/texts.ts'

/**
 * RegisterAccountName's texts (SPEC §2, §4 name registration) and Account's way there, kept with their views so
 * the page's first chunk carries none of them. `{name}` placeholders as in LABELS.
 */
export const NAME_LABELS = texts('name', {
  name: 'Name',
  placeholder: 'yourname',
  hint: 'Letters, digits and hyphens, at least 4 characters.',
  register: 'Register',
  signing: 'Sign the message in your wallet…',
  registering: 'Registering {name}…',
  suggestions: 'Suggestions',
  lookingUp: 'Looking for names…',
  available: 'Available',
  taken: 'Taken',
  successName: 'Your name is {name}',
  successHint: 'People can send to {name} instead of your address. It shows in place of your address here.',
  backToAccount: 'Back to account',
} as const)

/** Account's row to RegisterAccountName. */
export const NAME_ROW_LABELS = texts('nameRow', { label: 'Name', action: 'Choose a name' } as const)

/** SPEC §5, said as the visitor types; an empty field says nothing. */
export const NAME_PROBLEMS: Record<Exclude<NameLabelProblem, 'empty'>, string> = texts('nameProblems', {
  characters: 'Use letters, digits and hyphens only.',
  tooShort: 'A name has at least 4 characters.',
})

/** Why the last registration failed, under the toast's 'Error registering name {name}'. */
export const NAME_FAILURES: Record<NameRegistrationFailure, string> = texts('nameFailures', {
  taken: '{name} is taken. Choose another name.',
  addressNamed: 'This account already has a name.',
  invalid: 'A name has letters, digits and hyphens only, at least 4 characters.',
  rejected: 'You rejected the signature in your wallet.',
  failed: 'The name service could not register {name}. Try again.',
})

export function formatNameLabel(key: keyof typeof NAME_LABELS, values: Record<string, string | number>): string {
  return fillLabel(NAME_LABELS[key], values)
}
