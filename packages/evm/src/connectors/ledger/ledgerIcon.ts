// Ledger's mark as an inline SVG data URI: a CSP of `img-src 'self' data:` shows it without a fetch.
export const LEDGER_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#000"/><path fill="#fff" d="M9 24v7h10.6v-1.6h-9V24H9zm20.4 0v5.4h-9V31H31v-7h-1.6zM20.4 9v13.2H31V9H20.4zm-1.2 0H9v10.2h1.6V10.6h8.6V9z"/></svg>',
)}`
