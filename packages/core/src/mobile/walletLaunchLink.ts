import { phoneWebLink } from '../validation/phoneLinks.ts'

/** The links a registry wallet has for opening its app (SPEC §3 wallet listing). */
export interface LaunchableWallet {
  /** An https base that opens the app where it is installed (a universal or app link). */
  universalLink?: string | undefined
  /** The registry's `mobile_link`: a native scheme (`wallet://`), or an https base for some wallets. */
  mobileLink?: string | undefined
}

const UNSAFE_SCHEMES = /^(javascript|data|vbscript|http|https|file|blob|about|ftp|ws|wss):?$/i

/** An https base (or http on loopback), ending in a slash; undefined for anything else. */
function webBase(link: string): string | undefined {
  if (!phoneWebLink(link)) return undefined
  return link.endsWith('/') ? link : `${link}/`
}

/** A native scheme's base (`wallet://`), never one a browser would run or load as a page. */
function schemeBase(link: string): string | undefined {
  const scheme = /^([a-z][a-z\d+.-]*):(\/\/)?/i.exec(link)
  if (!scheme || UNSAFE_SCHEMES.test(scheme[1] ?? '') || /\s/.test(link)) return undefined
  const base = link.includes('://') ? link : `${link.replace(/:$/, '')}://`
  return base.endsWith('/') || base.endsWith('://') ? base : `${base}/`
}

/** Where the app opens: the universal link first (it falls back to the wallet's site when the app is missing). */
function launchBase(wallet: LaunchableWallet): string | undefined {
  const candidates = [wallet.universalLink, wallet.mobileLink]
  for (const link of candidates) {
    if (!link) continue
    const base = /^https?:/i.test(link) ? webBase(link) : schemeBase(link)
    if (base) return base
  }
  return undefined
}

/**
 * The link that opens a wallet app (WalletConnect mobile linking): `{base}wc?uri={pairing URI}` to pair, or
 * `{base}wc` to bring the app forward for a request of a session it already has. Universal links are preferred
 * over native schemes. Undefined when the wallet has no link that is safe to put in an href.
 */
export function walletLaunchLink(wallet: LaunchableWallet, pairingUri?: string): string | undefined {
  const base = launchBase(wallet)
  if (!base) return undefined
  return pairingUri === undefined ? `${base}wc` : `${base}wc?uri=${encodeURIComponent(pairingUri)}`
}
