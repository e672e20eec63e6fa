import type { Features } from '@foyer/core'

/**
 * Which of the embedded wallet's ways in Connect offers: email unless the features turn it off (SPEC §5 keeps it
 * off when pay is on), social logins when any are listed; both need the dapp to have configured the wallet.
 */
export function embeddedWays(features: Features, hasEmbeddedWallet: boolean): { email: boolean; socials: boolean } {
  return {
    email: hasEmbeddedWallet && features.email,
    socials: hasEmbeddedWallet && features.socials !== false && features.socials.length > 0,
  }
}
