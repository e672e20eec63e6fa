import { createRequire } from 'node:module'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { deriveWalletKeysFromMnemonic } from '../custody/walletKeys.ts'
import { createEmbeddedApi } from '../frame/embeddedApi.ts'
import { type SiteStack, STACK_PROJECT, startSiteStack } from '../frame/siteStack.testing.ts'
import { startExportPage } from './exportPage.ts'

// The page's DOM from jsdom, while fetch, URL and WebCrypto stay Node's: the API and the secure site run in this
// same process, and jsdom's own URL would break them.
// jsdom ships no types; the page needs its document only.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document; close(): void } }
}
let stack: SiteStack
let window: { document: Document; close(): void }
beforeAll(async () => {
  stack = await startSiteStack()
  window = new JSDOM('<!doctype html><html><body></body></html>').window
  globalThis.document = window.document
})
afterAll(async () => {
  await stack?.stop()
  window?.close()
  Reflect.deleteProperty(globalThis, 'document')
})

const PASSWORD = 'a long recovery password'

function typeInto(screen: HTMLElement, value: string) {
  const input = screen.querySelector('input') as HTMLInputElement
  input.value = value
  screen.querySelector('form')?.requestSubmit()
}

it('shows the 24 words of the wallet only after a new code, a device approval and the recovery password', async () => {
  const email = 'ada-export@example.test'
  const frame = stack.framePage(stack.browser(PASSWORD))
  await stack.logIn(frame, email)
  const user = await frame.handlers.GET_USER({}, 'u')

  const screen = document.createElement('main')
  document.body.replaceChildren(screen)
  let token: string | undefined
  startExportPage({
    screen,
    api: createEmbeddedApi({
      origin: stack.site.origin,
      projectId: STACK_PROJECT,
      token: () => token,
      fetch: stack.sameOrigin,
    }),
    setToken: (next) => {
      token = next
    },
    deviceShares: stack.browser(PASSWORD).deviceShares,
    deviceId: crypto.randomUUID(),
    deviceName: 'Chrome on Linux',
  })
  const heading = () => screen.querySelector('h1')?.textContent

  await stack.pastCooldown(async () => {
    const sentAfter = Date.now()
    typeInto(screen, email)
    await expect.poll(heading).toBe('Enter the code')
    typeInto(screen, await stack.mailedCode(email, sentAfter))
    // This window is a browser the account never approved: the owner must follow the mailed link.
    await expect.poll(heading).toBe('Approve this device')
    expect((await fetch(await stack.deviceLink(email, sentAfter), { method: 'POST' })).status).toBe(200)
  })
  await expect.poll(heading).toBe('Enter your recovery password')
  typeInto(screen, 'not the password')
  await expect.poll(() => screen.querySelector('[role="alert"]')?.textContent).toBe('Wrong recovery password')
  typeInto(screen, PASSWORD)
  await expect.poll(heading).toBe('Your recovery phrase')
  const words = [...screen.querySelectorAll('.phrase li')].map((item) => item.textContent)
  expect(words).toHaveLength(24)
  expect(deriveWalletKeysFromMnemonic(words.join(' ')).evm.address).toBe(user.address)
})
