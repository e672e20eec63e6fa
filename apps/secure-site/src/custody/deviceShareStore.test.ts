// Node has no IndexedDB and the repo has no fake of it, so the store runs where it will run: in Chromium, on a
// loopback origin, with the module bundled by esbuild as the frame's build would.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { type Browser, chromium, type Page } from 'playwright'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CHROMIUM_LAUNCH } from '../../../../e2e/playwright.config.ts'
import type { DeviceShareStore } from './deviceShareStore.ts'

declare global {
  interface Window {
    store: DeviceShareStore
    openStore: () => DeviceShareStore
  }
}

let server: Server
let browser: Browser
let page: Page
let origin: string

beforeAll(async () => {
  const bundle = await build({
    stdin: {
      contents:
        "import { openDeviceShareStore } from './deviceShareStore.ts'; window.openStore = openDeviceShareStore; window.store = openDeviceShareStore()",
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    write: false,
  })
  const script = bundle.outputFiles[0]?.text ?? ''
  server = createServer((request, response) => {
    if (request.url === '/store.js') response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
    else response.writeHead(200, { 'content-type': 'text/html' }).end('<script type="module" src="/store.js"></script>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await chromium.launch(CHROMIUM_LAUNCH)
  page = await (await browser.newContext()).newPage()
})

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

async function loadPage() {
  await page.goto(origin)
  await page.waitForFunction(() => window.store !== undefined)
}

beforeEach(async () => {
  await loadPage()
  await page.evaluate(() => window.store.clear())
})

const SHARE = Array.from({ length: 33 }, (_, index) => (index * 7 + 3) % 256)

describe('device share store in IndexedDB', () => {
  it('gives back the saved share after the page reloads', async () => {
    await page.evaluate((share) => window.store.save('account-1', new Uint8Array(share)), SHARE)
    await loadPage()
    expect(await page.evaluate(async () => Array.from((await window.store.load('account-1')) ?? []))).toEqual(SHARE)
  })

  it('has no share for an account it never saved', async () => {
    expect(await page.evaluate(async () => (await window.store.load('someone-else')) === undefined)).toBe(true)
  })

  it('keeps only a non-extractable key and a ciphertext in the database, never the share', async () => {
    await page.evaluate((share) => window.store.save('account-1', new Uint8Array(share)), SHARE)
    const raw = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('foyer-embedded-custody')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      const read = <T>(store: string, key: string) =>
        new Promise<T>((resolve) => {
          const request = db.transaction(store).objectStore(store).get(key)
          request.onsuccess = () => resolve(request.result as T)
        })
      const key = await read<CryptoKey>('keys', 'device-share-key')
      const record = await read<{ iv: Uint8Array; ciphertext: Uint8Array }>('device-shares', 'account-1')
      const exported = await crypto.subtle.exportKey('raw', key).then(
        () => 'exported',
        () => 'refused',
      )
      return { extractable: key.extractable, exported, ciphertext: Array.from(record.ciphertext) }
    })
    expect(raw.extractable).toBe(false)
    expect(raw.exported).toBe('refused')
    expect(Buffer.from(raw.ciphertext).includes(Buffer.from(SHARE.slice(0, 8)))).toBe(false)
  })

  it('keeps both shares when two tabs save their first share at the same time', async () => {
    const loaded = await page.evaluate(async (share) => {
      const [tabA, tabB] = [window.openStore(), window.openStore()]
      await Promise.all([tabA.save('account-a', new Uint8Array(share)), tabB.save('account-b', new Uint8Array(share))])
      const fresh = window.openStore()
      return [Array.from((await fresh.load('account-a')) ?? []), Array.from((await fresh.load('account-b')) ?? [])]
    }, SHARE)
    expect(loaded).toEqual([SHARE, SHARE])
  })

  it('forgets every share and the key on clear', async () => {
    await page.evaluate((share) => window.store.save('account-1', new Uint8Array(share)), SHARE)
    await page.evaluate(() => window.store.clear())
    expect(await page.evaluate(async () => (await window.store.load('account-1')) === undefined)).toBe(true)
  })
})
