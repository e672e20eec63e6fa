import type { CustomWallet, ResolvedOptions } from '../client/types.ts'
import type { RegistryWallet } from '../controllers/registryController.ts'
import { appStoreLink, httpsLink, playStoreLink } from '../validation/phoneLinks.ts'

/** A dapp's custom wallet (SPEC §9 'custom') as the views and the registry flows use a registry wallet. */
export function toCustomRegistryWallet(wallet: CustomWallet): RegistryWallet {
  const links = {
    imageUrl: wallet.imageUrl,
    homepage: wallet.homepage,
    mobileLink: wallet.mobile_link,
    desktopLink: wallet.desktop_link,
    webappLink: wallet.webapp_link,
    // Issue 23: the phone links are https only, the store links on their stores' hosts; anything else is left out.
    universalLink: httpsLink(wallet.universal_link),
    appStoreLink: appStoreLink(wallet.app_store),
    playStoreLink: playStoreLink(wallet.play_store),
  }
  // A link that is not a text (a dapp in plain JavaScript) is left out rather than opened.
  const given = Object.entries(links).filter(
    ([, value]: [string, unknown]) => typeof value === 'string' && value !== '',
  )
  return { id: wallet.id, name: wallet.name, chains: [], ...Object.fromEntries(given) }
}

/** The dapp's custom wallets, in its order. */
export const customRegistryWallets = (options: Pick<ResolvedOptions, 'customWallets'>): RegistryWallet[] =>
  options.customWallets.map(toCustomRegistryWallet)

/** A custom wallet by id, for a pick Connect or AllWallets made. */
export const findCustomWallet = (options: Pick<ResolvedOptions, 'customWallets'>, id: string) =>
  customRegistryWallets(options).find((wallet) => wallet.id === id)
