/**
 * The texts of the errors code in a page's first chunk can throw (SPEC §8): the checks of createFoyer's options and
 * of CAIP ids, and the embedded wallet's frame code failing to load. They are kept apart from the catalogue
 * (errorMessages.ts, which spreads them in) so that chunk carries these few texts and not the other hundred.
 */
export const FIRST_LOAD_ERROR_MESSAGES = {
  NETWORK_NOT_FOUND: 'Network not found',
  INVALID_CAIP_NETWORK_ID: 'Invalid CAIP network id',
  INVALID_CAIP_ADDRESS: 'Invalid CAIP address',
  INVALID_WALLET_OPTION: 'Invalid {option}: ids are strings; a custom wallet needs an id and a name',
  IFRAME_LOAD_FAILED: 'Unable to load email login dependency',
} as const
