import type { Connector } from '@foyer/core'

/** The id @foyer/evm gives its WalletConnect connector too: core offers one choice for the one shared session. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

// The WalletConnect logo as an inline SVG data URI, as @foyer/evm and @foyer/solana show it (adapters import no other adapter, so
// it is written again); a CSP of `img-src 'self'` still shows it (sanitised, inlined).
const WALLET_CONNECT_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#3B99FC"/><path fill="#fff" d="M12.3 15.2c4.3-4.2 11.2-4.2 15.4 0l.5.5c.2.2.2.6 0 .8l-1.8 1.7c-.1.1-.3.1-.4 0l-.7-.7c-3-2.9-7.8-2.9-10.8 0l-.8.7c-.1.1-.3.1-.4 0l-1.8-1.7c-.2-.2-.2-.6 0-.8l.8-.5zm19.1 3.5 1.6 1.6c.2.2.2.6 0 .8l-7.2 7c-.2.2-.6.2-.8 0l-5.1-5c-.1-.1-.1-.1-.2 0l-5.1 5c-.2.2-.6.2-.8 0l-7.2-7c-.2-.2-.2-.6 0-.8l1.6-1.6c.2-.2.6-.2.8 0l5.1 5c.1.1.1.1.2 0l5.1-5c.2-.2.6-.2.8 0l5.1 5c.1.1.1.1.2 0l5.1-5c.2-.2.6-.2.8 0z"/></svg>',
)}` as const

/** WalletConnect on the polkadot namespace (SPEC §3 type WALLET_CONNECT); SPEC §9 lists it first in Connect. */
export const walletConnectConnector: Connector = {
  id: WALLET_CONNECT_CONNECTOR_ID,
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'polkadot',
  imageUrl: WALLET_CONNECT_ICON,
}

export const isWalletConnect = (connectorId: string): boolean => connectorId === WALLET_CONNECT_CONNECTOR_ID
