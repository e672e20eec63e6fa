import { test as base, expect, type Page } from '@playwright/test'
import { E2E_PORT } from './playwright.config.ts'
import { stackSecureSiteUrl, stackSocialProviderUrl } from './stackControl.ts'

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/**
 * Every journey runs under the demo's strict CSP and on loopback only: a CSP violation, or a request to any
 * origin but the demo's own, the embedded wallet's secure site (the frame) and the stack's local OpenID provider
 * (where a social login by full-page redirect takes the page itself), fails the test.
 */
export const test = base.extend<{ guards: undefined }>({
  guards: [
    async ({ page, baseURL }, use) => {
      const ownOrigins = [
        new URL(baseURL ?? 'http://127.0.0.1').origin,
        new URL(stackSecureSiteUrl(E2E_PORT)).origin,
        new URL(stackSocialProviderUrl(E2E_PORT)).origin,
      ]
      const foreignRequests: string[] = []
      page.on('request', (request) => {
        const url = request.url()
        if (url.startsWith('data:') || url.startsWith('blob:')) return
        if (!ownOrigins.includes(new URL(url).origin)) foreignRequests.push(url)
      })
      await page.addInitScript(() => {
        window.__cspViolations = []
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`)
        })
      })
      await use(undefined)
      const violations = await page.evaluate(() => window.__cspViolations ?? []).catch(() => [])
      expect(violations, 'Content-Security-Policy violations').toEqual([])
      expect(foreignRequests, 'requests that left the demo origin').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Calls a test wallet's control API on `window[key]` (apps/test-wallets), once the wallet has put it there. */
async function walletControls(page: Page, key: string, call: string, args: unknown[]): Promise<unknown> {
  await page.waitForFunction((name) => name in window, key)
  return page.evaluate(
    ([name, method, params]) => {
      // biome-ignore lint/suspicious/noExplicitAny: the control API lives on window, typed in apps/test-wallets
      const controls = (window as any)[name as string]
      return controls[method as string](...(params as unknown[]))
    },
    [key, call, args] as const,
  )
}

/** The Dev Wallet's test controls (apps/test-wallets). */
export const devWallet = (page: Page, call: string, ...args: unknown[]) =>
  walletControls(page, '__foyerDevWallet', call, args)

/** The Dev Wallet's Solana side's test controls (apps/test-wallets/src/solana). */
export const solanaDevWallet = (page: Page, call: string, ...args: unknown[]) =>
  walletControls(page, '__foyerSolanaDevWallet', call, args)

/** The Dev Wallet's Bitcoin side's test controls (apps/test-wallets/src/bitcoin). */
export const bitcoinDevWallet = (page: Page, call: string, ...args: unknown[]) =>
  walletControls(page, '__foyerBitcoinDevWallet', call, args)

/** The Dev Wallet's Polkadot extension's test controls (apps/test-wallets/src/polkadot). */
export const polkadotDevWallet = (page: Page, call: string, ...args: unknown[]) =>
  walletControls(page, '__foyerPolkadotDevWallet', call, args)
