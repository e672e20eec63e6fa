import type { Connector, EmbeddedWallet } from '@foyer/core'

// An envelope as an inline SVG data URI, drawn like the WalletConnect mark beside it: a CSP of `img-src 'self'`
// still shows it, and no host outside the page is asked for it.
const EMAIL_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#4F5B6B"/><rect x="9" y="12" width="22" height="16" rx="2.5" fill="none" stroke="#fff" stroke-width="2"/><path d="m10 14 10 7.5L30 14" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/></svg>',
)}`

/** The embedded wallet as a connector (SPEC §3 type AUTH): the email login, under the id every namespace shares. */
export const embeddedConnector = (embeddedWallet: EmbeddedWallet): Connector => ({
  id: embeddedWallet.connectorId,
  name: 'Email',
  type: 'AUTH',
  chain: 'eip155',
  imageUrl: EMAIL_ICON,
})
