/**
 * The texts the page shows before the modal opens (the buttons, the modal's first loading state): the only ones
 * in the page's first chunk. LABELS holds them too, with every other text, and loads with the modal.
 */
export const PAGE_LABELS = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  wrongNetwork: 'Wrong network',
  selectNetwork: 'Select network',
  loading: 'Loading…',
} as const
