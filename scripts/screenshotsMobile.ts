import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, type BrowserContextOptions, chromium, type Page } from '@playwright/test'
import { PHONES, setPageVisibility } from '../e2e/phones.ts'
import { CHROMIUM_LAUNCH } from '../e2e/playwright.config.ts'
import { SCREENSHOTS } from './screenshotMatrix.ts'
import { type Stack, startStack } from './stack.ts'

/**
 * `npx tsx scripts/screenshotsMobile.ts`: the modal as a bottom sheet on an emulated iPhone and Android phone (their
 * screens, touch and user agents, in Debian's Chromium), light and dark, and on a 320px-wide Android — Connect,
 * All Wallets (and a search), the WalletConnect QR code, Account, Send (and with the viewport shortened as a
 * keyboard that resizes the page would), Receive, Activity, Networks, the email login's code step, the embedded
 * wallet's secure window over the sheet, sign-in, a failed connection and a wallet app's launch (back from it, and
 * the app that did not open) — into
 * .data/screenshots/mobile/{view}-{colorScheme}-{phone}.png.
 */
const out = join(SCREENSHOTS, 'mobile')
mkdirSync(out, { recursive: true })

const SCREENS: Record<string, BrowserContextOptions> = {
  iphone: PHONES.iPhone,
  android: PHONES.Android,
  'android-320': { ...PHONES.Android, viewport: { width: 320, height: 640 }, screen: { width: 320, height: 640 } },
}

type Urls = Pick<Stack, 'demoUrl' | 'mailUrl'>
const dialog = (page: Page) => page.getByRole('dialog')
const secureFrame = (page: Page) => page.frameLocator('iframe[data-foyer-frame]')

/** The one-time code the local mail sink holds for `email`. */
async function mailedCode(mailUrl: string, email: string): Promise<string> {
  for (;;) {
    const mails = (await (await fetch(`${mailUrl}/messages?to=${encodeURIComponent(email)}`)).json()) as {
      text: string
    }[]
    const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
type Shot = (name: string) => Promise<unknown>

/** The Dev Wallet's row once it names every chain it announces itself on. */
const devWalletRow = (page: Page) =>
  dialog(page)
    .getByRole('button', { name: /^Dev Wallet/ })
    .filter({ hasText: 'Polkadot' })

/** The registry's wallets are listed, their icons drawn (MetaMask's stands for all of them). */
const registryLoaded = (page: Page) =>
  dialog(page)
    .getByRole('button', { name: /^MetaMask/ })
    .locator('.foyer-wallet-icon > svg, .foyer-wallet-icon > img')
    .waitFor()

async function walletViews(page: Page, shot: Shot, urls: Urls): Promise<void> {
  await page.goto(urls.demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  await shot('page')
  await page.getByRole('button', { name: 'Connect Wallet' }).tap()
  await devWalletRow(page).waitFor()
  await registryLoaded(page)
  await shot('connect')

  await dialog(page).getByRole('button', { name: 'All Wallets' }).tap()
  await dialog(page).getByRole('searchbox').waitFor()
  await dialog(page).locator('.foyer-vlist button').first().waitFor()
  await shot('all-wallets')
  await dialog(page).getByRole('searchbox').fill('trust')
  await dialog(page).getByRole('button', { name: 'MetaMask' }).waitFor({ state: 'detached' })
  await shot('all-wallets-search')

  await dialog(page).getByRole('button', { name: 'Back' }).tap()
  await dialog(page)
    .getByRole('button', { name: /^WalletConnect/ })
    .tap()
  await dialog(page).getByTestId('foyer-qr').waitFor()
  await shot('walletconnect-qr')

  await dialog(page).getByRole('button', { name: 'Back' }).tap()
  await page.evaluate(() =>
    (window as unknown as { __foyerDevWallet: { setMode(mode: string): void } }).__foyerDevWallet.setMode('reject'),
  )
  await devWalletRow(page).tap()
  await dialog(page).getByRole('list', { name: 'Select a chain' }).waitFor()
  await shot('connecting-multichain')
  await dialog(page).getByRole('list', { name: 'Select a chain' }).getByRole('button', { name: 'Ethereum' }).tap()
  await dialog(page).getByRole('button', { name: 'Try again' }).waitFor()
  await shot('connecting-failed')

  await page.evaluate(() =>
    (window as unknown as { __foyerDevWallet: { setMode(mode: string): void } }).__foyerDevWallet.setMode('approve'),
  )
  await dialog(page).getByRole('button', { name: 'Try again' }).tap()
  await dialog(page).waitFor({ state: 'detached' })
  await page.getByTestId('account-balance').filter({ hasText: 'ETH' }).waitFor()
  await shot('page-connected')
  await page.getByRole('button', { name: /0xf39F.*2266/ }).tap()
  await dialog(page).getByTestId('foyer-native-balance').filter({ hasText: 'ETH' }).waitFor()
  await shot('account')

  await dialog(page).getByTestId('foyer-token-list').getByText('fUSD').first().waitFor()
  await dialog(page).getByRole('button', { name: 'Send' }).tap()
  const token = dialog(page).getByLabel('Token')
  const ether = await token
    .locator('option')
    .filter({ hasText: /^ETH ·/ })
    .getAttribute('value')
  await token.selectOption(ether ?? '')
  await dialog(page).getByLabel('Amount').fill('0.25')
  await dialog(page).getByLabel('To', { exact: true }).fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  await shot('send')
  // An Android that resizes the page for its keyboard: the viewport loses 300px with the amount focused.
  const viewport = page.viewportSize()
  if (viewport) {
    await dialog(page).getByLabel('Amount').focus()
    await page.setViewportSize({ width: viewport.width, height: viewport.height - 300 })
    await page.waitForFunction(() => {
      const field = document.activeElement?.getBoundingClientRect()
      return field !== undefined && field.bottom <= window.innerHeight
    })
    await shot('send-keyboard')
    await page.setViewportSize(viewport)
  }
  await dialog(page).getByRole('button', { name: 'Preview Send' }).tap()
  await dialog(page).getByTestId('foyer-send-fee').filter({ hasText: /\d/ }).waitFor()
  await shot('send-preview')
  await dialog(page).getByRole('button', { name: 'Confirm' }).tap()
  await dialog(page).getByRole('button', { name: 'Done' }).waitFor()
  await shot('sent')
  await dialog(page).getByRole('button', { name: 'Done' }).tap()

  await dialog(page).getByRole('button', { name: 'Receive' }).tap()
  await dialog(page).getByTestId('foyer-qr').waitFor()
  await shot('receive')

  await dialog(page).getByRole('button', { name: 'Back' }).tap()
  await dialog(page).getByRole('tab', { name: 'Activity' }).tap()
  await dialog(page).getByRole('tabpanel').getByText('Sent', { exact: true }).first().waitFor()
  await shot('activity')

  await dialog(page).getByRole('button', { name: 'Close' }).tap()
  await page
    .getByRole('button', { name: /Foyer Devnet/ })
    .first()
    .tap()
  await dialog(page).getByRole('list', { name: 'Solana networks' }).waitFor()
  await shot('networks')
}

async function emailLogin(page: Page, shot: Shot, urls: Urls): Promise<void> {
  await page.goto(`${urls.demoUrl}/?devWallet=off`)
  await page.getByRole('button', { name: 'Connect Wallet' }).tap()
  const email = `phone-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@foyer.localhost`
  await dialog(page).getByLabel('Email', { exact: true }).fill(email)
  await registryLoaded(page)
  await shot('connect-email')
  await dialog(page).getByRole('button', { name: 'Continue', exact: true }).tap()
  await dialog(page)
    .getByRole('heading', { name: `Enter the code sent to ${email}` })
    .waitFor()
  await shot('email-login')
  // The embedded wallet's secure window, laid over the sheet: choosing a recovery password, approving a message.
  await dialog(page)
    .getByLabel('Code')
    .fill(await mailedCode(urls.mailUrl, email))
  const password = secureFrame(page).getByRole('textbox', { name: 'Recovery password' })
  await password.waitFor()
  await shot('approve-recovery-password')
  await password.fill('a long recovery password')
  await secureFrame(page).getByRole('textbox', { name: 'Repeat the password' }).fill('a long recovery password')
  await secureFrame(page).getByRole('button', { name: 'Create wallet' }).tap()
  await dialog(page).waitFor({ state: 'hidden' })
  await page.getByRole('button', { name: 'Sign message' }).tap()
  await secureFrame(page).getByRole('button', { name: 'Approve' }).waitFor()
  await shot('approve-sign')
}

async function signIn(page: Page, shot: Shot, urls: Urls): Promise<void> {
  await page.goto(`${urls.demoUrl}/?signIn=required`)
  await page.getByRole('button', { name: 'Connect Wallet' }).tap()
  await devWalletRow(page).tap()
  await dialog(page).getByRole('list', { name: 'Select a chain' }).getByRole('button', { name: 'Ethereum' }).tap()
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).waitFor()
  await shot('siwx-sign')
}

/** A tap on a WalletConnect wallet opens its app: back from it ("Open again"), and the app that did not open. */
async function walletLaunch(page: Page, shot: Shot, urls: Urls): Promise<void> {
  // The app link answers 204 No Content, so the page stays, as it does when an app opens (e2e/phones.ts).
  await page.route(
    (url) => url.pathname === '/wallet/wc',
    (route) => route.fulfill({ status: 204 }),
  )
  const tapTestWallet = async () => {
    await page.goto(`${urls.demoUrl}/?devWallet=off&customWallet=1`)
    await page.getByRole('button', { name: 'Connect Wallet' }).tap()
    await page.locator('html[data-foyer-pairing="ready"]').waitFor({ state: 'attached' })
    await dialog(page).getByRole('button', { name: 'Foyer Test Wallet' }).tap()
  }
  await tapTestWallet()
  await setPageVisibility(page, 'hidden')
  await setPageVisibility(page, 'visible')
  await dialog(page).getByRole('link', { name: 'Open again' }).waitFor()
  await shot('wallet-open-again')
  await tapTestWallet()
  await dialog(page).getByRole('alert').waitFor()
  await shot('wallet-did-not-open')
}

// `SHOTS=walletLaunch,signIn` shoots only those journeys.
const JOURNEYS = [walletViews, emailLogin, signIn, walletLaunch].filter(
  (journey) => !process.env.SHOTS || process.env.SHOTS.split(',').includes(journey.name),
)

async function shootPhone(browser: Browser, phone: string, urls: Urls): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const journey of JOURNEYS) {
      // Reduced motion: a shot never catches the sheet halfway up.
      const context = await browser.newContext({ ...SCREENS[phone], colorScheme, reducedMotion: 'reduce' })
      const page = await context.newPage()
      let last = 'start'
      const shot = (name: string) => {
        last = name
        return page.screenshot({ path: join(out, `${name}-${colorScheme}-${phone}.png`), scale: 'css' })
      }
      try {
        await journey(page, shot, urls)
      } catch (error) {
        console.log(`${phone} ${colorScheme} ${journey.name} after ${last}: ${(error as Error).message.split('\n')[0]}`)
        await page.screenshot({ path: join(out, `FAILED-${journey.name}-${colorScheme}-${phone}.png`) })
      }
      await context.close()
    }
  }
}

const stack = await startStack()
const browser = await chromium.launch(CHROMIUM_LAUNCH)
try {
  for (const phone of Object.keys(SCREENS)) await shootPhone(browser, phone, stack)
  console.log(`screenshots in ${out}`)
} finally {
  await browser.close()
  await stack.stop()
}
