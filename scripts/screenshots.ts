import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/playwright.config.ts'
import { ROOT, startStack } from './stack.ts'

/** `npx tsx scripts/screenshots.ts`: every view the journeys reach, in light and dark, into .data/screenshots. */
const out = join(ROOT, '.data/screenshots')
mkdirSync(out, { recursive: true })

type Step = { name: string; run(page: Page): Promise<void> }
const dialog = (page: Page) => page.getByRole('dialog')
/** The Dev Wallet is on EVM and Solana: pick it, then one of its chains. */
async function pickChain(page: Page, chain: 'Ethereum' | 'Solana') {
  await dialog(page).getByRole('list', { name: 'Select a chain' }).getByRole('button', { name: chain }).click()
}
const steps: Step[] = [
  { name: 'page', run: async (page) => void (await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()) },
  {
    name: 'connect',
    run: async (page) => {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog(page)
        .getByRole('button', { name: /Dev Wallet.*Ethereum · Solana/ })
        .waitFor()
    },
  },
  {
    name: 'all-wallets',
    run: async (page) => {
      await dialog(page)
        .getByRole('button', { name: /All Wallets/ })
        .click()
      await page.waitForTimeout(300)
    },
  },
  {
    name: 'walletconnect-qr',
    run: async (page) => {
      await dialog(page).getByRole('button', { name: 'Back' }).click()
      await dialog(page)
        .getByRole('button', { name: /^WalletConnect/ })
        .click()
      await dialog(page)
        .locator('svg')
        .filter({ has: page.locator('path') })
        .last()
        .waitFor()
      await page.waitForTimeout(1500)
    },
  },
  {
    name: 'connecting-multichain',
    run: async (page) => {
      await dialog(page).getByRole('button', { name: 'Back' }).click()
      await dialog(page)
        .getByRole('button', { name: /Dev Wallet/ })
        .click()
      await dialog(page).getByRole('list', { name: 'Select a chain' }).waitFor()
    },
  },
  {
    name: 'connecting-rejected',
    run: async (page) => {
      await page.evaluate(() =>
        (window as unknown as { __foyerDevWallet: { setMode(m: string): void } }).__foyerDevWallet.setMode('reject'),
      )
      await pickChain(page, 'Ethereum')
      await dialog(page).getByRole('button', { name: 'Try again' }).waitFor()
    },
  },
  {
    name: 'account',
    run: async (page) => {
      await page.evaluate(() =>
        (window as unknown as { __foyerDevWallet: { setMode(m: string): void } }).__foyerDevWallet.setMode('approve'),
      )
      await dialog(page).getByRole('button', { name: 'Try again' }).click()
      await dialog(page).waitFor({ state: 'detached' })
      await page.getByTestId('account-balance').filter({ hasText: 'ETH' }).waitFor()
      await page.getByRole('button', { name: /0xf39F.*2266/ }).click()
      await dialog(page).waitFor()
      await page.waitForTimeout(200)
    },
  },
  {
    name: 'networks',
    run: async (page) => {
      await page.keyboard.press('Escape')
      await page
        .getByRole('button', { name: /Foyer Devnet/ })
        .first()
        .click()
      await dialog(page).getByRole('list', { name: 'Solana networks' }).waitFor()
    },
  },
  {
    name: 'switch-network',
    run: async (page) => {
      await page.evaluate(() =>
        (
          window as unknown as { __foyerDevWallet: { setMode(m: string): void; setDelay(n: number): void } }
        ).__foyerDevWallet.setMode('reject'),
      )
      await dialog(page)
        .getByRole('button', { name: /Foyer Devnet L2/ })
        .click()
      await page.waitForTimeout(400)
    },
  },
  {
    name: 'unsupported-chain',
    run: async (page) => {
      await page.keyboard.press('Escape')
      await page.evaluate(() =>
        (
          window as unknown as { __foyerDevWallet: { switchChainExternally(id: number): void } }
        ).__foyerDevWallet.switchChainExternally(31339),
      )
      await dialog(page).waitFor()
      await page.waitForTimeout(300)
    },
  },
  {
    name: 'switch-active-chain',
    run: async (page) => {
      await page.evaluate(() =>
        (
          window as unknown as {
            __foyerDevWallet: { setMode(m: string): void; switchChainExternally(id: number): void }
          }
        ).__foyerDevWallet.switchChainExternally(31337),
      )
      await dialog(page).waitFor({ state: 'detached' })
      await page
        .getByRole('button', { name: /Foyer Devnet/ })
        .first()
        .click()
      await dialog(page)
        .getByRole('list', { name: 'Solana networks' })
        .getByRole('button', { name: 'Foyer Solana Devnet' })
        .click()
      await dialog(page).getByText('runs on Solana').waitFor()
    },
  },
]

const stack = await startStack()
const browser = await chromium.launch(CHROMIUM_LAUNCH)
try {
  /** Sign-in with email capture (SPEC §4): DataCapture's two steps, the sign view, its failure. */
  const signInSteps: Step[] = [
    {
      name: 'datacapture-email',
      run: async (page) => {
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        await dialog(page)
          .getByRole('button', { name: /Dev Wallet/ })
          .click()
        await pickChain(page, 'Ethereum')
        await dialog(page).getByLabel('Email').waitFor()
      },
    },
    {
      name: 'datacapture-code',
      run: async (page) => {
        await dialog(page).getByLabel('Email').fill(`shots-${Date.now()}@example.test`)
        await dialog(page).getByRole('button', { name: 'Continue' }).click()
        await dialog(page).getByLabel('Code').waitFor()
      },
    },
    {
      name: 'siwx-sign',
      run: async (page) => {
        await page.goto(page.url().replace('&emailCapture=1', ''))
        await dialog(page).getByRole('button', { name: 'Sign', exact: true }).waitFor()
        await page.waitForTimeout(300)
      },
    },
    {
      name: 'siwx-failed',
      run: async (page) => {
        await page.evaluate(() =>
          (window as unknown as { __foyerDevWallet: { setMode(m: string): void } }).__foyerDevWallet.setMode('reject'),
        )
        await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
        await dialog(page).getByRole('button', { name: 'Try again' }).waitFor()
        await page.waitForTimeout(300)
      },
    },
  ]

  /** A Solana account: its SOL and SPL balances, the send form with an SPL token, Receive. */
  const solanaSteps: Step[] = [
    {
      name: 'solana-account',
      run: async (page) => {
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        await dialog(page)
          .getByRole('button', { name: /Dev Wallet/ })
          .click()
        await pickChain(page, 'Solana')
        await dialog(page).waitFor({ state: 'detached' })
        await page.getByTestId('account-address').filter({ hasNotText: /^0x/ }).waitFor()
        await page.getByRole('button', { name: /…/ }).first().click()
        await dialog(page).getByTestId('foyer-token-list').getByText('fUSD-S').waitFor()
        await page.waitForTimeout(300)
      },
    },
    {
      name: 'solana-send',
      run: async (page) => {
        await dialog(page).getByRole('button', { name: 'Send' }).click()
        const select = dialog(page).getByLabel('Token')
        const value = await select
          .locator('option')
          .filter({ hasText: /^fUSD-S ·/ })
          .getAttribute('value')
        await select.selectOption(value ?? '')
        await dialog(page).getByLabel('Amount').fill('2.5')
        await dialog(page).getByLabel('To', { exact: true }).fill('26roUwgM5T6bccX41hakjiW4fDiKFSao1RyoFsAxr6e6')
        await dialog(page).getByRole('button', { name: 'Preview Send' }).click()
        await dialog(page).getByTestId('foyer-send-fee').waitFor()
      },
    },
    {
      name: 'solana-receive',
      run: async (page) => {
        await dialog(page).getByRole('button', { name: 'Back' }).first().click()
        await dialog(page).getByRole('button', { name: 'Back' }).first().click()
        await dialog(page).getByRole('button', { name: 'Receive' }).click()
        await dialog(page).getByTestId('foyer-qr').waitFor()
      },
    },
  ]

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of [
      { width: 1100, height: 760, label: 'desktop' },
      { width: 390, height: 780, label: 'mobile' },
    ]) {
      for (const journey of [
        { path: '/', steps },
        { path: '/?signIn=required&emailCapture=1', steps: signInSteps },
        { path: '/', steps: solanaSteps },
      ]) {
        const context = await browser.newContext({ colorScheme, viewport })
        const page = await context.newPage()
        page.on('console', (message) => {
          if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
            console.log(`  console: ${message.text()}`)
          }
        })
        page.on('response', (response) => {
          if (response.status() >= 400)
            console.log(`  ${response.status()} ${response.request().method()} ${response.url()}`)
        })
        await page.goto(stack.demoUrl + journey.path)
        for (const step of journey.steps) {
          try {
            await step.run(page)
            await page.screenshot({ path: join(out, `${viewport.label}-${colorScheme}-${step.name}.png`) })
          } catch (error) {
            console.log(
              `${viewport.label} ${colorScheme} ${step.name}: ${(error as Error).message.split('\n').slice(0, 12).join(' | ')}`,
            )
            await page.screenshot({ path: join(out, `FAILED-${viewport.label}-${colorScheme}-${step.name}.png`) })
            break
          }
        }
        await context.close()
      }
    }
  }
} finally {
  await browser.close()
  await stack.stop()
}
console.log(`screenshots in ${out}`)
