import { readFileSync } from 'node:fs'
import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { NEXT_SERVER_LOG } from './playwright.next.config.ts'

/**
 * apps/next-example, built with `next build` and served with `next start` (e2e/playwright.next.config.ts): the
 * server renders Foyer's button, the browser hydrates it without a warning under a strict CSP with a nonce, and a
 * signed-in visitor's session is read by a server component from the Foyer API.
 */

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

const DEV_ACCOUNT = DEVNET_ACCOUNTS[0]!.address
const dialog = (page: Page) => page.getByRole('dialog')

/** Everything a page says went wrong: console errors and warnings, uncaught errors, failed requests, CSP violations. */
async function watchPage(page: Page): Promise<{ problems: string[]; violations: () => Promise<string[]> }> {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`)
  })
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return { problems, violations: () => page.evaluate(() => window.__cspViolations ?? []) }
}

/** React's hydration complaints, in words (development) or as minified error codes (production). */
const HYDRATION = /hydrat|did not match|#418|#423|#425/i

/** What the server printed that says a render failed: a browser global reached for, or any error at all. */
function serverErrors(): string[] {
  return readFileSync(NEXT_SERVER_LOG, 'utf8')
    .split('\n')
    .filter((line) => /ReferenceError|is not defined|Error:|⨯/.test(line))
}

async function withoutJavaScript<T>(
  browser: Browser,
  from: BrowserContext | undefined,
  run: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(from ? { storageState: await from.storageState() } : {}),
  })
  try {
    return await run(await context.newPage())
  } finally {
    await context.close()
  }
}

test.afterEach(() => {
  expect(serverErrors(), 'errors in the Next.js server log').toEqual([])
})

test('the Connect button is in the HTML the server renders', async ({ browser, request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('>Connect Wallet</button>')
  await withoutJavaScript(browser, undefined, async (page) => {
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect(page.getByTestId('server-session')).toHaveText('No one is signed in')
  })
})

test('every response has a strict CSP of its own, and every script the server sends carries its nonce', async ({
  request,
}) => {
  const [first, second] = await Promise.all([request.get('/'), request.get('/')])
  const policy = first!.headers()['content-security-policy'] ?? ''
  const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/)
  expect(scriptSrc).toContain("'strict-dynamic'")
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
  expect(second!.headers()['content-security-policy']).not.toBe(policy)

  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1]
  const scripts = (await first!.text()).match(/<script\b[^>]*>/g) ?? []
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`)
})

test('the page hydrates and opens the modal with no hydration warning, no error and no CSP violation', async ({
  page,
}) => {
  const { problems, violations } = await watchPage(page)
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-foyer-ready', 'true')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog(page)).toHaveAccessibleName('Connect Wallet')
  await expect(dialog(page).getByRole('button', { name: /^Dev Wallet/ })).toBeVisible()
  // The modal's stylesheet came with its chunk (a CSS file Next links on demand, which `style-src 'self'` admits).
  await expect(dialog(page)).toHaveCSS('display', 'flex')

  expect(
    problems.filter((problem) => HYDRATION.test(problem)),
    'hydration warnings',
  ).toEqual([])
  expect(problems, 'console errors, warnings and page errors').toEqual([])
  expect(await violations(), 'CSP violations').toEqual([])
})

test("a signed-in visitor's session is rendered by the server, read from the Foyer API", async ({
  browser,
  context,
  page,
}) => {
  const { problems, violations } = await watchPage(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /^Dev Wallet/ })
    .click()
  await expect(dialog(page)).toHaveAccessibleName('Sign In')
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('browser-session')).toHaveText('Signed in on eip155:31337')

  await page.reload()
  await expect(page.getByTestId('server-session')).toHaveText(`Signed in as ${DEV_ACCOUNT} on eip155:31337`)
  // The same page without JavaScript: the address is in the HTML the server rendered.
  await withoutJavaScript(browser, context, async (noScript) => {
    await noScript.goto('/')
    await expect(noScript.getByTestId('server-session')).toHaveText(`Signed in as ${DEV_ACCOUNT} on eip155:31337`)
  })

  // Signing out revokes the session at the API: the server stops vouching for the cookie.
  await expect(page.locator('html')).toHaveAttribute('data-foyer-ready', 'true')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('server-session')).toHaveText('No one is signed in')

  expect(
    problems.filter((problem) => HYDRATION.test(problem)),
    'hydration warnings',
  ).toEqual([])
  expect(await violations(), 'CSP violations').toEqual([])
})
