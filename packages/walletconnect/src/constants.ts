/** SPEC §9: a pairing URI lives 4 minutes. */
export const PAIRING_LIFETIME_MS = 4 * 60_000
/** SPEC §4: a pairing with 10 s or less left must be renewed. */
export const PAIRING_RENEW_BEFORE_MS = 10_000
/** Prefix of the client's storage keys; a wallet on the same origin must use another. */
export const DEFAULT_STORAGE_PREFIX = 'foyer'
