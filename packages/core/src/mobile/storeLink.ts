import { phoneWebLink } from '../validation/phoneLinks.ts'

/** The places a wallet can be had from (SPEC §3 wallet listing and the registry's store links). */
export interface ObtainableWallet {
  appStoreLink?: string | undefined
  playStoreLink?: string | undefined
  webappLink?: string | undefined
  homepage?: string | undefined
}

/**
 * Where a visitor whose wallet app did not open can get it: the App Store on an iPhone or iPad, Google Play on
 * Android, else the wallet's web app or homepage. Only https links (http on loopback, for the local stack) are offered.
 */
export function storeLink(wallet: ObtainableWallet, userAgent: string): string | undefined {
  const ios = /iPhone|iPad|iPod/i.test(userAgent)
  const android = /Android/i.test(userAgent)
  const candidates = [
    ios ? wallet.appStoreLink : undefined,
    android ? wallet.playStoreLink : undefined,
    wallet.webappLink,
    wallet.homepage,
  ]
  return candidates.find((link) => phoneWebLink(link) !== undefined)
}
