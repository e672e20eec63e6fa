// Coinbase Wallet's mark (a blue tile, a white ring around a blue square) drawn inline, so a CSP of `img-src 'self'`
// still shows it and no image is fetched from Coinbase.
export const COINBASE_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#0052FF"/><circle cx="20" cy="20" r="13" fill="#fff"/><rect x="15.5" y="15.5" width="9" height="9" rx="1.5" fill="#0052FF"/></svg>',
)}` as const
