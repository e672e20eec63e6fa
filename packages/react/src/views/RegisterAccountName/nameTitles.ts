import { texts } from '../../i18n/texts.ts'

/** RegisterAccountName's titles, apart from its texts: the modal's header needs only these. */
export const NAME_TITLES = texts('nameTitles', {
  RegisterAccountName: 'Choose a name',
  RegisterAccountNameSuccess: 'Name registered',
} as const)
