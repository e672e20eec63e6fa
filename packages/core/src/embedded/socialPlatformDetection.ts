import { isMobile } from '../rules/isMobile.ts'
import type { SocialPlatform } from '../rules/socialPlatform.ts'
import { type InAppBrowser, inAppBrowserOf } from './inAppBrowser.ts'

/** The browser a Telegram Mini App runs in exposes its bridge on `window.Telegram.WebApp`. */
function insideTelegram(scope: { Telegram?: { WebApp?: unknown } } | undefined): boolean {
  return scope?.Telegram?.WebApp !== undefined
}

/**
 * The visitor's platform for SPEC §5's social rules, read from the user agent (and iPadOS, which calls itself a
 * Mac but has a touch screen). Kept apart from the rules so they stay pure and testable.
 */
export function detectSocialPlatform(
  env: { userAgent: string; maxTouchPoints: number; telegram: boolean } = currentEnvironment(),
): SocialPlatform {
  const { userAgent } = env
  const ipadOs = /Macintosh/.test(userAgent) && env.maxTouchPoints > 1
  const ios = /iPhone|iPad|iPod/.test(userAgent) || ipadOs
  const android = /Android/i.test(userAgent)
  return {
    telegram: env.telegram,
    ios,
    android,
    mac: /Macintosh|Mac OS X/.test(userAgent) && !ios,
    mobile: ios || isMobile(userAgent),
  }
}

/** The social app's in-app browser this page runs in, if any (inAppBrowser.ts): popups do not work there. */
export function detectInAppBrowser(
  env: { userAgent: string; telegram: boolean } = currentEnvironment(),
): InAppBrowser | undefined {
  return inAppBrowserOf(env.userAgent, env.telegram)
}

function currentEnvironment() {
  if (typeof navigator === 'undefined') return { userAgent: '', maxTouchPoints: 0, telegram: false }
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    telegram: typeof window !== 'undefined' && insideTelegram(window as { Telegram?: { WebApp?: unknown } }),
  }
}
