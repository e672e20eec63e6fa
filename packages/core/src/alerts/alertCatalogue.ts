/**
 * SPEC §8 alert codes APKT001–APKT010 and warnings APKTW001–APKTW002. The spec names them but not their
 * mapping; this catalogue is Foyer's, in the spec's order. What raises each:
 * - APKT002 the allowed-origins list does not hold this page's origin (the modal keeps working)
 * - APKT003 the wallet registry could not be loaded (installed wallets still connect)
 * - APKT004 an API call timed out (SPEC §9: 10000 ms)
 * - APKT007 the API refused the project id (401/403)
 * - APKT008 an apiUrl is configured without a projectId
 * - APKT009 the API answered 5xx; APKT010 it answered 429
 * The others (001, 005, 006, W001, W002) belong to flows that are not built yet.
 */
export const ALERTS = {
  NETWORK_NOT_FOUND: { code: 'APKT001', message: 'Network Not Found' },
  INVALID_APP_CONFIGURATION: {
    code: 'APKT002',
    message: 'Invalid App Configuration: this site is not on the project’s list of allowed origins',
  },
  WALLET_LOAD_FAILED: {
    code: 'APKT003',
    message: 'Could not load the wallet list. Installed wallets can still connect.',
  },
  REQUEST_TIMEOUT: { code: 'APKT004', message: 'Request Timed Out' },
  UNVERIFIED_DOMAIN: { code: 'APKT005', message: 'Unverified Domain' },
  SESSION_EXPIRED: { code: 'APKT006', message: 'Session Expired' },
  INVALID_PROJECT_ID: { code: 'APKT007', message: 'Invalid Project ID' },
  PROJECT_ID_MISSING: { code: 'APKT008', message: 'Project ID Not Configured' },
  SERVER_ERROR: { code: 'APKT009', message: 'Server Error: the Foyer API is unavailable' },
  RATE_LIMITED: { code: 'APKT010', message: 'Rate Limited: too many requests to the Foyer API' },
  INACTIVE_NAMESPACE_NOT_CONNECTED: { code: 'APKTW001', message: 'Inactive Namespace Not Connected' },
  INVALID_EMAIL: { code: 'APKTW002', message: 'Invalid Email Address' },
} as const

export type AlertKey = keyof typeof ALERTS
export type AlertCode = (typeof ALERTS)[AlertKey]['code']
