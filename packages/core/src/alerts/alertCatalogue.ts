/**
 * SPEC §8 alert codes APKT001–APKT010 and warnings APKTW001–APKTW002. The spec names them but not their
 * mapping; this catalogue is Foyer's, in the spec's order. Core hands the UI only the code: the texts live in the
 * UI's catalogue (@foyer/react `i18n/alertTexts.ts`, in every locale). What raises each:
 * - APKT002 the allowed-origins list does not hold this page's origin (the modal keeps working)
 * - APKT003 the wallet registry could not be loaded (installed wallets still connect)
 * - APKT004 an API call timed out (SPEC §9: 10000 ms)
 * - APKT007 the API refused the project id (401/403)
 * - APKT008 an apiUrl is configured without a projectId
 * - APKT009 the API answered 5xx; APKT010 it answered 429
 * The others (001, 005, 006, W001, W002) belong to flows that are not built yet.
 */
export const ALERTS = {
  NETWORK_NOT_FOUND: 'APKT001',
  INVALID_APP_CONFIGURATION: 'APKT002',
  WALLET_LOAD_FAILED: 'APKT003',
  REQUEST_TIMEOUT: 'APKT004',
  UNVERIFIED_DOMAIN: 'APKT005',
  SESSION_EXPIRED: 'APKT006',
  INVALID_PROJECT_ID: 'APKT007',
  PROJECT_ID_MISSING: 'APKT008',
  SERVER_ERROR: 'APKT009',
  RATE_LIMITED: 'APKT010',
  INACTIVE_NAMESPACE_NOT_CONNECTED: 'APKTW001',
  INVALID_EMAIL: 'APKTW002',
} as const

export type AlertKey = keyof typeof ALERTS
export type AlertCode = (typeof ALERTS)[AlertKey]
