import { ACCOUNT_TYPE_LABELS } from '../views/Account/accountTypeLabels.ts'
import { LEGAL_LABELS } from '../views/Connect/legalLabels.ts'
import { PICK_ACCOUNT_LABELS } from '../views/ConnectingExternal/pickAccountLabels.ts'
import { FARCASTER_LABELS } from '../views/ConnectingFarcaster/farcasterLabels.ts'
import { SOCIAL_LABELS } from '../views/ConnectingSocial/socialLabels.ts'
import { EMBEDDED_LABELS } from '../views/EmailLogin/embeddedLabels.ts'
import { EMBEDDED_TITLES } from '../views/EmailLogin/embeddedTitles.ts'
import { ONRAMP_LABELS, PAYMENT_METHOD_NAMES, PAYMENT_METHOD_NAMES_IN_TEXT } from '../views/OnRamp/onrampLabels.ts'
import { ONRAMP_TITLES } from '../views/OnRamp/onrampTitles.ts'
import { WALLETS_LABELS } from '../views/ProfileWallets/walletsLabels.ts'
import { NAME_FAILURES, NAME_LABELS, NAME_PROBLEMS, NAME_ROW_LABELS } from '../views/RegisterAccountName/nameLabels.ts'
import { NAME_TITLES } from '../views/RegisterAccountName/nameTitles.ts'
import { NEXT_STEP_LABELS, SWAP_LABELS } from '../views/Swap/swapLabels.ts'
import { SWAP_TITLES } from '../views/Swap/swapTitles.ts'
import { ALERT_TEXTS } from './alertTexts.ts'
import { DIAGNOSTICS_LABELS } from './diagnosticsLabels.ts'
import { ERROR_REASON_TEXTS, ERROR_TEXTS } from './errorTexts.ts'
import { MODAL_LABELS } from './labels.ts'
import { PAGE_LABELS } from './pageLabels.ts'
import { SIGN_IN_LABELS } from './signInLabels.ts'

/**
 * The whole catalogue in English, section by section: the source every locale translates. Only tests and types
 * import it (each section ships in its own chunk); `Catalogue` is the shape a locale's file must have.
 */
export const ENGLISH_CATALOGUE = {
  page: PAGE_LABELS,
  modal: MODAL_LABELS,
  diagnostics: DIAGNOSTICS_LABELS,
  errors: ERROR_TEXTS,
  errorReasons: ERROR_REASON_TEXTS,
  alerts: ALERT_TEXTS,
  signIn: SIGN_IN_LABELS,
  social: SOCIAL_LABELS,
  swap: SWAP_LABELS,
  swapSteps: NEXT_STEP_LABELS,
  swapTitles: SWAP_TITLES,
  wallets: WALLETS_LABELS,
  farcaster: FARCASTER_LABELS,
  onramp: ONRAMP_LABELS,
  onrampTitles: ONRAMP_TITLES,
  paymentMethods: PAYMENT_METHOD_NAMES,
  paymentMethodsInText: PAYMENT_METHOD_NAMES_IN_TEXT,
  name: NAME_LABELS,
  nameTitles: NAME_TITLES,
  nameRow: NAME_ROW_LABELS,
  nameProblems: NAME_PROBLEMS,
  nameFailures: NAME_FAILURES,
  pickAccount: PICK_ACCOUNT_LABELS,
  embeddedTitles: EMBEDDED_TITLES,
  embedded: EMBEDDED_LABELS,
  legal: LEGAL_LABELS,
  accountType: ACCOUNT_TYPE_LABELS,
}

type Translated<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translated<T[K]> }

/** A locale's texts: every section and key English has, each a string (placeholders kept, catalogue.test.ts). */
export type Catalogue = Translated<typeof ENGLISH_CATALOGUE>
