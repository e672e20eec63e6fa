import { type BrowserContextOptions, devices } from '@playwright/test'

/** A Playwright device descriptor for Chromium: an iPhone's names WebKit, and the browser here is always Chromium. */
export function phone(name: string): BrowserContextOptions {
  const descriptor = devices[name]
  if (!descriptor) throw new Error(`Playwright has no device named ${name}`)
  const { defaultBrowserType: _browser, ...emulation } = descriptor
  return emulation
}

/** The two phones of issue 23 (e2e, screenshots, bench): their screens, touch, and user agents. */
export const PHONES = { iPhone: phone('iPhone 13'), Android: phone('Pixel 7') } as const
