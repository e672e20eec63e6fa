import type { Features } from '@foyer/core'

/** The social providers the dapp lists, in its order, each once (names are matched without case). */
export function listedSocials(socials: Features['socials']): string[] {
  return socials === false ? [] : [...new Set(socials.map((provider) => provider.toLowerCase()))]
}
