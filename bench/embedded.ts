import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { SECURE_SITE_DIST } from '@foyer/secure-site'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/playwright.config.ts'
import { startStack } from '../scripts/stack.ts'
import { printTiming } from './stats.ts'

/**
 * The embedded wallet's timings in headless Chromium on the local stack: email submitted → code field (the
 * frame client chunk, the frame's load and handshake, the API mailing a code), code submitted → the recovery
 * password screen (a new wallet), password submitted → connected (Argon2id at 64 MiB, the shares, the API), and a
 * reload → connected again (the frame rebuilds from the device and auth shares). Measured from the driver. Then the
 * frame's own bundle, gzip.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5)

const stack = await startStack()
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const toCodeField: number[] = []
const toPasswordScreen: number[] = []
const toConnected: number[] = []
const reloadToConnected: number[] = []

async function mailedCode(email: string): Promise<string> {
  for (;;) {
    const mails = (await (await fetch(`${stack.mailUrl}/messages?to=${encodeURIComponent(email)}`)).json()) as {
      text: string
    }[]
    const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const frame = (page: Page) => page.frameLocator('iframe[data-foyer-frame]')

try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const email = `bench-${run}-${Date.now()}@foyer.localhost`
    await page.goto(`${stack.demoUrl}/?devWallet=off`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog').getByLabel('Email', { exact: true }).fill(email)
    let started = performance.now()
    await page.getByRole('dialog').getByRole('button', { name: 'Continue', exact: true }).click()
    await page.getByRole('dialog').getByLabel('Code').waitFor()
    toCodeField.push(performance.now() - started)

    const code = await mailedCode(email)
    const password = frame(page).getByRole('textbox', { name: 'Recovery password' })
    started = performance.now()
    await page.getByRole('dialog').getByLabel('Code').fill(code)
    await password.waitFor()
    toPasswordScreen.push(performance.now() - started)

    await password.fill('a long recovery password')
    await frame(page).getByRole('textbox', { name: 'Repeat the password' }).fill('a long recovery password')
    const connected = page.getByTestId('account-status').getByText('connected', { exact: true })
    started = performance.now()
    await frame(page).getByRole('button', { name: 'Create wallet' }).click()
    await connected.waitFor()
    toConnected.push(performance.now() - started)

    started = performance.now()
    await page.reload()
    await connected.waitFor()
    reloadToConnected.push(performance.now() - started)
    await context.close()
  }
} finally {
  await browser.close()
  await stack.stop()
}

printTiming('email submitted → code field', toCodeField)
printTiming('code submitted → recovery password screen', toPasswordScreen)
printTiming('password submitted → connected', toConnected)
printTiming('reload → connected (device + auth share)', reloadToConnected)

const assets = join(SECURE_SITE_DIST, 'assets')
let total = 0
for (const file of readdirSync(assets).filter((name) => /\.(js|css)$/.test(name))) {
  const gzip = gzipSync(readFileSync(join(assets, file))).length
  total += gzip
  console.log(`secure site ${file.padEnd(34)} ${(gzip / 1024).toFixed(1).padStart(7)} KB gzip`)
}
console.log(`secure site, all of it                   ${(total / 1024).toFixed(1).padStart(7)} KB gzip`)
