import { test as base, expect, type Page } from '@playwright/test'
import { E2E_PORT } from './playwright.config.ts'
import { stackSecureSiteUrl } from './stackControl.ts'

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/**
 * Every journey runs under the demo's strict CSP and on loopback only: a CSP violation, or a request to any
 * origin but the demo's own and the embedded wallet's secure site (the frame), fails the test.
 */
export const test = base.extend<{ guards: undefined }>({
  guards: [
    async ({ page, baseURL }, use) => {
      const ownOrigins = [new URL(baseURL ?? 'http://127.0.0.1').origin, new URL(stackSecureSiteUrl(E2E_PORT)).origin]
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

/** The Dev Wallet's test controls (apps/test-wallets). */
export async function devWallet(page: Page, call: string, ...args: unknown[]): Promise<unknown> {
  await page.waitForFunction(() => '__foyerDevWallet' in window)
  return page.evaluate(
    ([method, params]) => {
      // biome-ignore lint/suspicious/noExplicitAny: the control API lives on window, typed in apps/test-wallets
      const controls = (window as any).__foyerDevWallet
      return controls[method as string](...(params as unknown[]))
    },
    [call, args] as const,
  )
}

/** The Dev Wallet's Solana side's test controls (apps/test-wallets/src/solana). */
export async function solanaDevWallet(page: Page, call: string, ...args: unknown[]): Promise<unknown> {
  await page.waitForFunction(() => '__foyerSolanaDevWallet' in window)
  return page.evaluate(
    ([method, params]) => {
      // biome-ignore lint/suspicious/noExplicitAny: the control API lives on window, typed in apps/test-wallets
      const controls = (window as any).__foyerSolanaDevWallet
      return controls[method as string](...(params as unknown[]))
    },
    [call, args] as const,
  )
}
