// OKX's mark (five white squares on black, as a chequer) drawn inline, so no image is fetched from OKX.
export const OKX_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8"/><path fill="#fff" d="M8 8h8v8H8zm16 0h8v8h-8zm-8 8h8v8h-8zm-8 8h8v8H8zm16 0h8v8h-8z"/></svg>',
)}` as const
