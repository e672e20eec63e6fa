import type { WalletListing } from '@foyer/protocol'
import type { WalletRow } from './queryWallets.ts'

/** Where a wallet's image is served; the image id is the wallet id, which never changes. */
export const walletImageUrl = (publicUrl: string, imageId: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/getWalletImage/${encodeURIComponent(imageId)}`

/** A registry row as SPEC §3 lists a wallet. */
export function toWalletListing(row: WalletRow, publicUrl: string): WalletListing {
  return {
    id: row.id,
    name: row.name,
    image_id: row.id,
    image_url: walletImageUrl(publicUrl, row.id),
    rdns: row.rdns,
    chains: row.chains,
    mobile_link: row.mobileLink,
    desktop_link: row.desktopLink,
    webapp_link: row.webappLink,
    universal_link: row.universalLink,
    app_store: row.appStore,
    play_store: row.playStore,
    homepage: row.homepage,
    badge_type: row.badge === 'certified' ? 'certified' : 'none',
  }
}
