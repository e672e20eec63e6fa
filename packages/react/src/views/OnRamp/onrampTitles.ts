import { texts } from '../../i18n/texts.ts'
/** The on-ramp views' titles: the shell's header needs them, so they stay apart from the views' own texts. */
export const ONRAMP_TITLES = texts('onrampTitles', { OnRamp: 'Buy crypto', OnRampProgress: 'Buying crypto' } as const)
