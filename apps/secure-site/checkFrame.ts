// A manual check of the built frame in Chromium: `npm run build -w @foyer/secure-site && npx tsx apps/secure-site/checkFrame.ts`.
// It starts the API (with a mail sink), the secure site and a bare dapp page, then, in a real browser: the
// handshake and READY, a forbidden RPC call, the email login with the mailed code, the recovery password typed in
// the frame, a message signed after approving inside the frame, a page of another origin getting nothing, and
// the count of CSP violations. It prints what it saw and exits non-zero when something is off.
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { createMemoryLogger, startApiServer } from '@foyer/api'
import { startMailSink } from '@foyer/mail-sink'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../../e2e/playwright.config.ts'
import { startSecureSite } from './server.ts'

const PROJECT = 'frame-check'
const started = Date.now()
const sink = await startMailSink()
const api = await startApiServer({
  port: 0,
  chains: [],
  log: createMemoryLogger(),
  mail: { smtpUrl: sink.smtpUrl, from: 'Foyer <no-reply@foyer.test>' },
  embedded: {
    secureSiteOrigin: 'http://127.0.0.1:1',
    kek: randomBytes(32).toString('base64'),
    otpKey: randomBytes(32).toString('hex'),
  },
})
const site = await startSecureSite({ port: 0, apiUrl: api.url })
if (api.deps.config.embedded) api.deps.config.embedded.secureSiteOrigin = site.origin

// The dapp: one page that frames the secure site, hands it a port on load, and keeps what comes back.
const dappPage = `<!doctype html><html><body><script type="module">
  const frame = document.createElement('iframe')
  frame.src = ${JSON.stringify(`${site.url}/frame?projectId=${PROJECT}&chainId=31337&version=check`)}
  frame.width = 360; frame.height = 600
  window.received = []
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
const dappPort = (dapp.address() as { port: number }).port
const dappUrl = `http://127.0.0.1:${dappPort}`
await api.upsertProject({ id: PROJECT, name: 'Frame check', tier: 'pro', allowedOrigins: [dappUrl] })

const problems: string[] = []
const browser = await chromium.launch(CHROMIUM_LAUNCH)
try {
  const page = await browser.newPage()
  const cspViolations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) cspViolations.push(message.text())
  })
  const answerTo = async (id: string) => {
    const handle = await page.waitForFunction((wanted) => window.received.find((m) => m.id === wanted), id, {
      timeout: 60_000,
    })
    return handle.jsonValue() as Promise<{ type: string; payload: Record<string, unknown> }>
  }
  const loadStart = Date.now()
  await page.goto(dappUrl)
  await page.waitForFunction(() => window.received.some((m) => m.type === '@foyer-frame/READY'), undefined, {
    timeout: 20_000,
  })
  console.log(`READY after ${Date.now() - loadStart} ms`)
  const ask = (type: string, payload: unknown = {}) =>
    page.evaluate(([t, p]) => window.ask(t, p), [type, payload] as const)

  const forbidden = await answerTo(await ask('RPC_REQUEST', { method: 'eth_sign', params: [] }))
  console.log('eth_sign →', forbidden.type, forbidden.payload)
  if (forbidden.payload.message !== 'Requested RPC call is not allowed') problems.push('eth_sign was not refused')

  const email = `check-${Date.now()}@example.test`
  const sent = Date.now()
  console.log('CONNECT_EMAIL →', (await answerTo(await ask('CONNECT_EMAIL', { email }))).type)
  const otp = /\b(\d{6})\b/.exec((await sink.waitForMail({ to: email, after: sent })).text)?.[1]
  const otpAt = Date.now()
  console.log('CONNECT_OTP →', (await answerTo(await ask('CONNECT_OTP', { otp }))).payload)
  const userId = await ask('GET_USER', {})
  const frame = page.frameLocator('iframe')
  await frame.getByRole('textbox', { name: 'Recovery password' }).fill('a long recovery password')
  await frame.getByRole('textbox', { name: 'Repeat the password' }).fill('a long recovery password')
  await frame.getByRole('button', { name: 'Create wallet' }).click()
  const user = await answerTo(userId)
  console.log(
    `GET_USER → ${JSON.stringify(user.payload)} (${Date.now() - otpAt} ms from the code, with Argon2id at 64 MiB)`,
  )
  const address = user.payload.address as string

  const signId = await ask('RPC_REQUEST', { method: 'personal_sign', params: ['0x68656c6c6f', address] })
  await frame.getByRole('heading').first().waitFor()
  console.log('approval screen:', (await frame.locator('main :is(h1, p, dt, dd)').allTextContents()).join(' | '))
  await frame.getByRole('button', { name: 'Approve' }).click()
  console.log('personal_sign →', (await answerTo(signId)).payload)

  const shows = await page.evaluate(() =>
    window.received.filter((m) => m.type === '@foyer-frame/SHOW' || m.type === '@foyer-frame/HIDE').map((m) => m.type),
  )
  console.log('SHOW/HIDE seen:', shows.join(', '))

  // Another origin (localhost is not in the project's list): the browser must refuse to frame the page.
  const other = await browser.newPage()
  await other.goto(dappUrl.replace('127.0.0.1', 'localhost'))
  const otherReady = await other
    .waitForFunction(() => window.received?.some((m) => m.type === '@foyer-frame/READY'), undefined, { timeout: 5_000 })
    .then(
      () => true,
      () => false,
    )
  console.log('READY on a page of another origin:', otherReady)
  if (otherReady) problems.push('a page of another origin got READY')
  console.log('CSP violations:', cspViolations.length, cspViolations.slice(0, 3))
  if (cspViolations.length > 0) problems.push('CSP violations')
} catch (error) {
  problems.push(String(error))
} finally {
  await browser.close()
  dapp.close()
  await site.stop()
  await api.stop()
  await sink.stop()
}
console.log(
  problems.length === 0
    ? `frame check passed in ${Date.now() - started} ms`
    : `frame check FAILED: ${problems.join('; ')}`,
)
process.exit(problems.length === 0 ? 0 : 1)

declare global {
  interface Window {
    received: { id?: string; type: string; payload: Record<string, unknown> }[]
    ask(type: string, payload: unknown): string
  }
}
