import { texts } from '../../i18n/texts.ts'
/**
 * The legal checkbox's texts (SPEC §9 legal checkbox). Apart from LABELS, which the page's first chunk carries:
 * these load with the modal, the only place that shows them.
 */
export const LEGAL_LABELS = texts('legal', {
  // Whole sentences, each link a placeholder: a language puts words after them (German "… zu").
  agreeToBoth: 'I agree to the {terms} and {privacy}',
  agreeToTerms: 'I agree to the {terms}',
  agreeToPrivacy: 'I agree to the {privacy}',
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  hint: 'Tick the box to choose a wallet.',
} as const)
