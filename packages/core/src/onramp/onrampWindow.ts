import { socialPopupFeatures } from '../embedded/socialPopup.ts'

/** The window the order page opens in: one per page, so a second Buy reuses it. */
const ONRAMP_WINDOW_NAME = 'foyer-onramp'

/**
 * Opens the on-ramp popup (SPEC §2's 600 × 800, centred) on a blank page, within the visitor's click: the
 * order URL arrives later and is loaded into it. Null when the browser blocked it.
 */
export function openOnrampWindow(url = 'about:blank'): Window | null {
  if (typeof window === 'undefined') return null
  const features = socialPopupFeatures({
    left: window.screenX,
    top: window.screenY,
    width: window.outerWidth,
    height: window.outerHeight,
  })
  return window.open(url, ONRAMP_WINDOW_NAME, features)
}
