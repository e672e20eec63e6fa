/** Whether a user agent is a phone or tablet browser (SPEC §5: the mobile wallet list differs). */
export function isMobile(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|webOS|BlackBerry/i.test(userAgent)
}

/** SPEC §5: on mobile, only wallets with a mobile or web link can be used, so only they are listed. */
export function keepMobileWallets<T extends { mobileLink?: string; webappLink?: string }>(wallets: readonly T[]): T[] {
  return wallets.filter((wallet) => Boolean(wallet.mobileLink || wallet.webappLink))
}
