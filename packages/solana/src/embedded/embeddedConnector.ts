import type { Connector, EmbeddedWallet } from '@foyer/core'

// The envelope @foyer/evm shows for the same connector (adapters import no other adapter, so it is written twice),
// as an inline SVG data URI: a CSP of `img-src 'self'` still shows it.
export const EMAIL_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#4F5B6B"/><rect x="9" y="12" width="22" height="16" rx="2.5" fill="none" stroke="#fff" stroke-width="2"/><path d="m10 14 10 7.5L30 14" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/></svg>',
)}` as const

/** The embedded wallet on the solana namespace (SPEC §3 type AUTH), under the id every namespace shares. */
export const embeddedConnector = (embeddedWallet: EmbeddedWallet): Connector => ({
  id: embeddedWallet.connectorId,
  name: 'Email',
  type: 'AUTH',
  chain: 'solana',
  imageUrl: EMAIL_ICON,
})
