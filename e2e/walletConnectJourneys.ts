import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { dialog } from './journeys.ts'

/** The web test wallet's account: devnet account 1 (apps/demo/wallet/main.ts). */
export const WC_WALLET_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export const pairingQr = (page: Page) => dialog(page).getByRole('img', { name: 'WalletConnect pairing QR code' })

/** Opens the demo without the Dev Wallet and picks WalletConnect; returns the pairing URI the QR code shows. */
export async function showWalletConnectQr(page: Page, query = ''): Promise<string> {
  await page.goto(`/?devWallet=off${query}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('button', { name: 'WalletConnect' }).click()
  await expect(pairingQr(page)).toBeVisible()
  return readPairingUri(page)
}

export async function readPairingUri(page: Page): Promise<string> {
  const uri = await pairingQr(page).getAttribute('data-qr-value')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri ?? ''
}

/**
 * The WalletConnect web wallet as a second page of the same browser context (its own origin storage prefix
 * keeps the two SDKs apart), under the same guards as the demo: no CSP violation, no request off loopback.
 * `appLink`: opened through the link a dapp followed (`/wallet/wc?uri=…`), as a phone opens a wallet app.
 */
export async function openWcWallet(
  context: BrowserContext,
  baseURL: string,
  mode: 'approve' | 'ask' = 'approve',
  appLink?: string,
) {
  const page = await context.newPage()
  const ownOrigin = new URL(baseURL).origin
  const foreignRequests: string[] = []
  const violations: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== ownOrigin) {
      foreignRequests.push(url)
    }
  })
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text())
  })
  await page.goto(appLink ? `${appLink}&mode=${mode}` : `/wallet/?mode=${mode}`)
  await page.waitForFunction(() => '__foyerWcWallet' in window)
  const call = (method: string, ...args: unknown[]) =>
    page.evaluate(
      ([name, params]) => {
        // biome-ignore lint/suspicious/noExplicitAny: the control API lives on window, typed in apps/test-wallets
        const controls = (window as any).__foyerWcWallet
        return controls[name as string](...(params as unknown[]))
      },
      [method, args] as const,
    )
  return {
    page,
    call,
    requests: () => call('getRequests') as Promise<{ method: string; outcome: string }[]>,
    assertStayedLocal() {
      expect(violations, 'Content-Security-Policy violations in the wallet page').toEqual([])
      expect(foreignRequests, 'requests that left loopback from the wallet page').toEqual([])
    },
  }
}

/** A JSON-RPC call to the devnet through the demo's own `/rpc/{chainId}` proxy. */
export async function devnetRpc<T>(request: APIRequestContext, chainId: number, method: string, params: unknown[]) {
  const response = await request.post(`/rpc/${chainId}`, { data: { jsonrpc: '2.0', id: 1, method, params } })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result as T
}
