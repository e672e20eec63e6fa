import { SOCIAL_POPUP_SIZE } from '@foyer/protocol/frame-constants'

/** The secure site's page the popup opens on while the redirect URI is asked for (SPEC §2). */
export const SOCIAL_LOADING_PATH = '/loading'

/** The window.open features of SPEC §2's 600 × 800 popup, centred over the dapp's window. */
export function socialPopupFeatures(screen: { left: number; top: number; width: number; height: number }): string {
  const { width, height } = SOCIAL_POPUP_SIZE
  const left = Math.max(0, Math.round(screen.left + (screen.width - width) / 2))
  const top = Math.max(0, Math.round(screen.top + (screen.height - height) / 2))
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`
}

/**
 * Opens the social login's popup on the secure site's loading page. Synchronous on purpose: browsers allow a
 * popup only within the visitor's click, so nothing may be awaited before this. Null when the browser blocked it.
 */
export function openSocialPopup(secureSiteOrigin: string): Window | null {
  if (typeof window === 'undefined') return null
  const features = socialPopupFeatures({
    left: window.screenX,
    top: window.screenY,
    width: window.outerWidth,
    height: window.outerHeight,
  })
  return window.open(`${secureSiteOrigin}${SOCIAL_LOADING_PATH}`, 'foyer-social', features)
}
