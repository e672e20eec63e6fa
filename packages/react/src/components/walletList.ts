/** SPEC §9: the wallet search waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300
/** Must match `.foyer-vlist__row` in modal.css. */
export const WALLET_ROW_HEIGHT = 60
