import { type BrowserContextOptions, devices, type Page } from '@playwright/test'

/** A Playwright device descriptor for Chromium: an iPhone's names WebKit, and the browser here is always Chromium. */
export function phone(name: string): BrowserContextOptions {
  const descriptor = devices[name]
  if (!descriptor) throw new Error(`Playwright has no device named ${name}`)
  const { defaultBrowserType: _browser, ...emulation } = descriptor
  return emulation
}

/** The two phones of issue 23 (e2e, screenshots, bench): their screens, touch, and user agents. */
export const PHONES = { iPhone: phone('iPhone 13'), Android: phone('Pixel 7') } as const

/** A wallet app opened from the page: its link, and whether the browser counted it as the visitor's own tap. */
export interface AppLaunch {
  url: string
  hasUserGesture: boolean
}

/**
 * Stands in for the phone's app switch. A followed app link (the test wallet's `/wallet/wc?uri=…`) answers
 * 204 No Content, so the page stays where it is, as it does when an app opens; Chromium's own record of the
 * request says whether it was started within a user gesture. With `appOpens`, the page is then hidden, as the
 * phone hides it behind the app (headless Chromium keeps every tab visible, so the test sets it).
 */
export async function watchAppLaunches(page: Page, options: { appOpens: boolean }): Promise<AppLaunch[]> {
  const launches: AppLaunch[] = []
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  cdp.on('Network.requestWillBeSent', (event) => {
    if (new URL(event.request.url).pathname === '/wallet/wc') {
      launches.push({ url: event.request.url, hasUserGesture: event.hasUserGesture === true })
    }
  })
  await page.route(
    (url) => url.pathname === '/wallet/wc',
    async (route) => {
      await route.fulfill({ status: 204 })
      if (options.appOpens) await setPageVisibility(page, 'hidden')
    },
  )
  return launches
}

/** The page hidden behind another app, or visible again when the visitor comes back to the browser. */
export async function setPageVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { value: next, configurable: true })
    Object.defineProperty(document, 'hidden', { value: next === 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  }, state)
}

/** Waits until the page has made the WalletConnect pairing a tap hands to a wallet app (the demo marks it). */
export async function waitForPreparedPairing(page: Page): Promise<void> {
  await page.locator('html[data-foyer-pairing="ready"]').waitFor({ state: 'attached' })
}
