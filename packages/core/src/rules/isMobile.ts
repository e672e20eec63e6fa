/** Whether a user agent is a phone or tablet browser (SPEC §5: the mobile wallet list differs). */
export function isMobile(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|webOS|BlackBerry/i.test(userAgent)
}

/**
 * Wallets that open on a phone through links of their own rather than the registry's mobile link: Coinbase
 * Wallet (its SDK's universal link), Phantom and Solflare (their browse deep links). Registry ids of Foyer's
 * wallet dataset (services/api/data/wallets.json).
 */
export const MOBILE_SPECIAL_WALLET_IDS: readonly string[] = ['coinbase-wallet', 'phantom', 'solflare']

/**
 * SPEC §5: on mobile, only wallets with a mobile or web link can be used, so only they are listed — and the
 * known special wallets, which open by their own links. A universal link is a mobile link too (issue 23): it opens
 * the app, so a wallet that has only that is kept.
 */
export function keepMobileWallets<
  T extends { id: string; mobileLink?: string; universalLink?: string; webappLink?: string },
>(wallets: readonly T[]): T[] {
  return wallets.filter(
    (wallet) =>
      Boolean(wallet.universalLink || wallet.mobileLink || wallet.webappLink) ||
      MOBILE_SPECIAL_WALLET_IDS.includes(wallet.id),
  )
}
