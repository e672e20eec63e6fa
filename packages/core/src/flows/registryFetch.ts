import { ALERTS } from '../alerts/alertCatalogue.ts'
import type { ApiClient, Query } from '../api/apiClient.ts'
import type { WireWallet } from '../api/apiTypes.ts'
import { isWalletsResponse } from '../api/responseGuards.ts'
import type { RegistryWallet } from '../controllers/registryController.ts'
import { FoyerError } from '../errors/errors.ts'
import { isMobile, keepMobileWallets } from '../rules/isMobile.ts'
import { appStoreLink, httpsLink, playStoreLink } from '../validation/phoneLinks.ts'
import { reportError } from './analytics.ts'
import type { ApiFlowContext } from './apiContext.ts'

/** SPEC §9: the first 20 images of a page are fetched ahead. */
export const IMAGE_PREFETCH_COUNT = 20

const orUndefined = (value: string | null | undefined) => value ?? undefined

/**
 * A /getWallets wallet as the views use it. The phone links (issue 23) are kept only as https, the store links only on
 * their stores' hosts: whatever the API answers, nothing else reaches an href.
 */
export function toRegistryWallet(api: ApiClient, wire: WireWallet): RegistryWallet {
  return {
    id: wire.id,
    name: wire.name,
    imageUrl: wire.image_id ? api.url(`/getWalletImage/${encodeURIComponent(wire.image_id)}`) : undefined,
    rdns: orUndefined(wire.rdns),
    homepage: orUndefined(wire.homepage),
    mobileLink: orUndefined(wire.mobile_link),
    desktopLink: orUndefined(wire.desktop_link),
    webappLink: orUndefined(wire.webapp_link),
    universalLink: httpsLink(wire.universal_link),
    appStoreLink: appStoreLink(wire.app_store),
    playStoreLink: playStoreLink(wire.play_store),
    chains: wire.chains ?? [],
  }
}

const onMobile = () => typeof navigator !== 'undefined' && isMobile(navigator.userAgent)

/** SPEC §9: the first 20 images of a page are fetched ahead, so they are there when the rows scroll in. */
export function prefetchImages(wallets: readonly RegistryWallet[]): void {
  if (typeof Image === 'undefined') return
  for (const wallet of wallets.slice(0, IMAGE_PREFETCH_COUNT)) {
    if (wallet.imageUrl) new Image().src = wallet.imageUrl
  }
}

/** One /getWallets page as registry wallets; on a phone, only the wallets a phone can use. */
export async function fetchWallets(
  api: ApiClient,
  query: Query & { page: number; entries: number },
): Promise<{ wallets: RegistryWallet[]; count: number }> {
  const { data, count } = await api.get('/getWallets', isWalletsResponse, query)
  const wallets = data.map((wire) => toRegistryWallet(api, wire))
  return { wallets: onMobile() ? keepMobileWallets(wallets) : wallets, count }
}

/** A registry list could not load: the alert banner says so (APKT003, or the timeout's) and analytics hears. */
export function registryFailed(context: ApiFlowContext, error: unknown): void {
  console.warn('[foyer] could not load the wallet registry', error)
  const timedOut = error instanceof FoyerError && error.code === 'REQUEST_TIMEOUT'
  context.alerts.show(timedOut ? ALERTS.REQUEST_TIMEOUT : ALERTS.WALLET_LOAD_FAILED)
  reportError(context, error)
}
