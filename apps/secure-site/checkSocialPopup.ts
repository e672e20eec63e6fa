// A manual check of the social login's popup in Chromium:
// `npm run build -w @foyer/secure-site && npx tsx apps/secure-site/checkSocialPopup.ts`.
// It starts the API, the secure site, the local OpenID provider and a bare dapp page, then, in a real browser:
// the popup opened on click at /loading, pointed at the provider's URL the frame answered, the provider's login
// page, the callback page posting the result to the dapp's origin and closing, CONNECT_SOCIAL with the recovery
// password typed in the frame; then a cancelled login; and the count of CSP violations on the secure origin.
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { createMemoryLogger, startApiServer } from '@foyer/api'
import { LOGIN_TEXTS, startLocalOidc } from '@foyer/oidc-provider'
import { SOCIAL_CALLBACK_PAGE_PATH } from '@foyer/protocol'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../../e2e/playwright.config.ts'
import { startSecureSite } from './server.ts'

const PROJECT = 'social-check'
const started = Date.now()
const api = await startApiServer({
  port: 0,
  chains: [],
  log: createMemoryLogger(),
  embedded: {
    secureSiteOrigin: 'http://127.0.0.1:1',
    kek: randomBytes(32).toString('base64'),
    otpKey: randomBytes(32).toString('hex'),
  },
})
const site = await startSecureSite({ port: 0, apiUrl: api.url })
const oidc = await startLocalOidc({ redirectUris: [`${site.origin}${SOCIAL_CALLBACK_PAGE_PATH}`] })
if (api.deps.config.embedded) {
  api.deps.config.embedded.secureSiteOrigin = site.origin
  api.deps.config.embedded.socials = {
    google: { issuer: oidc.issuer, clientId: 'google', clientSecret: oidc.clientSecret },
  }
}

// The dapp: frames the secure site, opens the popup on a click, and keeps what the popup posts it.
const dappPage = `<!doctype html><html><body><button id="social">Google</button><script type="module">
  const frame = document.createElement('iframe')
  frame.src = ${JSON.stringify(`${site.url}/frame?projectId=${PROJECT}&chainId=1&version=check`)}
  frame.width = 360; frame.height = 600
  window.received = []
  window.posted = []
  window.addEventListener('message', (event) => {
    if (event.data?.type === '@foyer-social/RESULT') window.posted.push({ origin: event.origin, data: event.data })
  })
  document.getElementById('social').addEventListener('click', () => {
    window.popup = window.open(${JSON.stringify(`${site.url}/loading`)}, 'foyer-social', 'width=600,height=800')
  })
  frame.addEventListener('load', () => {
    const channel = new MessageChannel()
    channel.port1.onmessage = (event) => window.received.push(event.data)
    window.ask = (type, payload = {}) => {
      const id = crypto.randomUUID()
      channel.port1.postMessage({ v: 1, id, type: '@foyer-app/' + type, payload })
      return id
    }
    frame.contentWindow.postMessage({ v: 1, id: crypto.randomUUID(), type: '@foyer-app/CONNECT_PORT', payload: { projectId: ${JSON.stringify(PROJECT)} } }, ${JSON.stringify(site.origin)}, [channel.port2])
  }, { once: true })
  document.body.append(frame)
</script></body></html>`
const dapp = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(dappPage))
await new Promise<void>((done) => dapp.listen(0, '127.0.0.1', done))
const dappUrl = `http://127.0.0.1:${(dapp.address() as { port: number }).port}`
await api.upsertProject({ id: PROJECT, name: 'Social check', tier: 'pro', allowedOrigins: [dappUrl] })

const problems: string[] = []
const cspViolations: string[] = []
const watchCsp = (page: Page) =>
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) cspViolations.push(message.text())
  })
const browser = await chromium.launch(CHROMIUM_LAUNCH)
try {
  const page = await browser.newPage()
  watchCsp(page)
  const answerTo = async (id: string) =>
    (
      await page.waitForFunction((wanted) => window.received.find((m) => m.id === wanted), id, { timeout: 60_000 })
    ).jsonValue() as Promise<{ type: string; payload: Record<string, unknown> }>
  const ask = (type: string, payload: unknown = {}) =>
    page.evaluate(([t, p]) => window.ask(t, p), [type, payload] as const)
  await page.goto(dappUrl)
  await page.waitForFunction(() => window.received.some((m) => m.type === '@foyer-frame/READY'))

  /** One login through the popup: click, /loading, the provider's page, then the callback page's post. */
  const popupLogin = async (choice: 'continue' | 'cancel') => {
    const before = await page.evaluate(() => window.posted.length)
    const opened = page.waitForEvent('popup')
    await page.click('#social')
    const popup = await opened
    watchCsp(popup)
    await popup.getByText('Connecting…').waitFor()
    const redirect = await answerTo(await ask('GET_SOCIAL_REDIRECT_URI', { provider: 'google' }))
    await page.evaluate((uri) => {
      if (window.popup) window.popup.location.href = uri
    }, redirect.payload.uri as string)
    if (choice === 'continue') {
      await popup.getByLabel(LOGIN_TEXTS.username).fill('ada')
      await popup.getByRole('button', { name: LOGIN_TEXTS.continue }).click()
    } else {
      await popup.getByRole('button', { name: LOGIN_TEXTS.cancel }).click()
    }
    await popup.waitForEvent('close', { timeout: 30_000 })
    const handle = await page.waitForFunction((count) => window.posted[count], before)
    return handle.jsonValue() as Promise<{ origin: string; data: Record<string, unknown> }>
  }

  const loginAt = Date.now()
  const posted = await popupLogin('continue')
  console.log('popup posted', posted, `(${Date.now() - loginAt} ms from the click)`)
  if (posted.origin !== site.origin || posted.data.status !== 'success') problems.push('no success from the popup')
  const userId = await ask('CONNECT_SOCIAL', { uri: posted.data.resultUri })
  const frame = page.frameLocator('iframe')
  await frame.getByRole('textbox', { name: 'Recovery password' }).fill('a long recovery password')
  await frame.getByRole('textbox', { name: 'Repeat the password' }).fill('a long recovery password')
  await frame.getByRole('button', { name: 'Create wallet' }).click()
  const user = await answerTo(userId)
  console.log('CONNECT_SOCIAL →', JSON.stringify(user.payload))
  if (user.payload.userName !== 'ada') problems.push('CONNECT_SOCIAL did not name the visitor')

  const replay = await answerTo(await ask('CONNECT_SOCIAL', { uri: posted.data.resultUri }))
  console.log('the same result again →', replay.type, replay.payload)
  if (replay.payload.message !== 'Failed to initiate social connection') problems.push('a replayed result was taken')

  const cancelled = await popupLogin('cancel')
  console.log('cancelled →', cancelled)
  if (cancelled.data.message !== 'Failed to initiate social connection') problems.push('no error variant on cancel')

  console.log('CSP violations:', cspViolations.length, cspViolations.slice(0, 3))
  if (cspViolations.length > 0) problems.push('CSP violations')
} catch (error) {
  problems.push(String(error))
} finally {
  await browser.close()
  dapp.close()
  await oidc.stop()
  await site.stop()
  await api.stop()
}
console.log(
  problems.length === 0
    ? `social popup check passed in ${Date.now() - started} ms`
    : `social popup check FAILED: ${problems.join('; ')}`,
)
process.exit(problems.length === 0 ? 0 : 1)

declare global {
  interface Window {
    received: { id?: string; type: string; payload: Record<string, unknown> }[]
    posted: { origin: string; data: Record<string, unknown> }[]
    popup: Window | null
    ask(type: string, payload: unknown): string
  }
}
