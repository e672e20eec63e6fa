import { texts } from '../../i18n/texts.ts'
/**
 * The legal checkbox's texts (SPEC §9 legal checkbox). Apart from LABELS, which the page's first chunk carries:
 * these load with the modal, the only place that shows them.
 */
export const LEGAL_LABELS = texts('legal', {
  agree: 'I agree to the',
  and: 'and',
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  hint: 'Tick the box to choose a wallet.',
} as const)
