import type { AlertCode } from '@foyer/core'
import { texts } from './texts.ts'

/**
 * The SPEC §8 alerts' texts (APKT codes; core raises only the code, `@foyer/core` alerts/alertCatalogue.ts says
 * what raises each). The catalogue's `alerts` section: loads with the modal shell, where AlertBanner shows them.
 */
export const ALERT_TEXTS = texts('alerts', {
  APKT001: 'Network Not Found',
  APKT002: 'Invalid App Configuration: this site is not on the project’s list of allowed origins',
  APKT003: 'Could not load the wallet list. Installed wallets can still connect.',
  APKT004: 'Request Timed Out',
  APKT005: 'Unverified Domain',
  APKT006: 'Session Expired',
  APKT007: 'Invalid Project ID',
  APKT008: 'Project ID Not Configured',
  APKT009: 'Server Error: the Foyer API is unavailable',
  APKT010: 'Rate Limited: too many requests to the Foyer API',
  APKTW001: 'Inactive Namespace Not Connected',
  APKTW002: 'Invalid Email Address',
} satisfies Record<AlertCode, string>)
