import { randomUUID } from 'node:crypto'
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { dialog } from './journeys.ts'
import { E2E_PORT } from './playwright.config.ts'
import { stackMailUrl } from './stackControl.ts'

/** The recovery password every journey's visitor chooses (the frame asks for at least 12 characters). */
export const RECOVERY_PASSWORD = 'a long recovery password'

/** A fresh address per journey: each test owns its wallet, its codes and its cooldown. */
export const newVisitorEmail = () => `visitor-${randomUUID().slice(0, 12)}@foyer.localhost`

/** The embedded wallet's secure frame, as the page holds it (core keeps one iframe in document.body). */
export const secureFrame = (page: Page): FrameLocator => page.frameLocator('iframe[data-foyer-frame]')

interface Mail {
  to: string[] | string
  subject: string
  text: string
}

/** Every mail the local stack sent to `email`, newest first (the mail sink's JSON inbox). */
export async function mailsTo(email: string): Promise<Mail[]> {
  const response = await fetch(`${stackMailUrl(E2E_PORT)}/messages?to=${encodeURIComponent(email)}`)
  return (await response.json()) as Mail[]
}

/** Waits for the `count`-th mail to `email` (1 = the first) and answers the 6-digit code in it. */
export async function mailedCode(email: string, count = 1): Promise<string> {
  let code = ''
  await expect(async () => {
    const mails = await mailsTo(email)
    expect(mails.length).toBeGreaterThanOrEqual(count)
    code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1] ?? ''
    expect(code).toMatch(/^\d{6}$/)
  }).toPass()
  return code
}

/** Waits for the `count`-th mail to `email` and answers the first link in it. */
export async function mailedLink(email: string, count = 1): Promise<string> {
  let link = ''
  await expect(async () => {
    const mails = await mailsTo(email)
    expect(mails.length).toBeGreaterThanOrEqual(count)
    link = /https?:\/\/\S+/.exec(mails[0]?.text ?? '')?.[0] ?? ''
    expect(link).not.toBe('')
  }).toPass()
  return link
}

/**
 * Opens the demo without the Dev Wallet, opens the modal and sends a code to `email`. An address that had a code
 * less than 30 s ago (SPEC §9 cooldown) shows the countdown instead: the visitor waits it out and asks again.
 */
export async function startEmailLogin(page: Page, email: string, path = '/?devWallet=off'): Promise<void> {
  await page.goto(path)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByLabel('Email', { exact: true }).fill(email)
  const codeHeading = dialog(page).getByRole('heading', { name: `Enter the code sent to ${email}` })
  const cooldown = dialog(page).getByText(/^Please try again after \d+ seconds$/)
  await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click()
  // The code step shows the countdown too (for "Resend code"): only the countdown without it means a refusal.
  await expect(codeHeading.or(cooldown).first()).toBeVisible()
  if (!(await codeHeading.isVisible())) {
    await expect(cooldown).toBeHidden()
    await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click()
  }
  await expect(codeHeading).toBeVisible()
}

/** The account button of the page's header for `address` (its first and last 4 characters). */
export function accountButton(page: Page, address: string) {
  return page.getByRole('button', { name: new RegExp(`${address.slice(0, 4)}.*${address.slice(-4)}`) })
}

/** The address the page shows as connected. */
export async function connectedAddress(page: Page): Promise<string> {
  await expect(page.getByTestId('account-address')).not.toHaveText('—')
  return (await page.getByTestId('account-address').textContent()) ?? ''
}

/** Types the code of the `count`-th mail into EmailLogin's code field. */
export async function enterMailedCode(page: Page, email: string, count = 1): Promise<void> {
  await dialog(page)
    .getByLabel('Code')
    .fill(await mailedCode(email, count))
}

/** The frame's "Choose a recovery password" screen, which a new wallet starts with. */
export async function chooseRecoveryPassword(page: Page): Promise<void> {
  const frame = secureFrame(page)
  await frame.getByRole('textbox', { name: 'Recovery password' }).fill(RECOVERY_PASSWORD)
  await frame.getByRole('textbox', { name: 'Repeat the password' }).fill(RECOVERY_PASSWORD)
  await frame.getByRole('button', { name: 'Create wallet' }).click()
}

/** A new visitor logs in with `email` and creates their wallet; resolves once the page shows it connected. */
export async function createEmbeddedWallet(page: Page, email = newVisitorEmail()): Promise<string> {
  await startEmailLogin(page, email)
  await enterMailedCode(page, email)
  await chooseRecoveryPassword(page)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  return email
}

/** Approves (or rejects) the request the frame shows on its approval screen. */
export async function answerInFrame(page: Page, answer: 'Approve' | 'Reject'): Promise<void> {
  await expect(dialog(page)).toBeVisible()
  await secureFrame(page).getByRole('button', { name: answer }).click()
}

/** Gives an EVM devnet address `ether` ETH through the devnet node (Anvil), as a faucet would. */
export async function fundEvm(request: APIRequestContext, address: string, wei: bigint): Promise<void> {
  const response = await request.post('/rpc/31337', {
    data: { jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, `0x${wei.toString(16)}`] },
  })
  expect(((await response.json()) as { error?: unknown }).error).toBeUndefined()
}

/** Airdrops lamports to a Solana devnet address and waits until the node holds them. */
export async function fundSolana(request: APIRequestContext, address: string, lamports: number): Promise<void> {
  const response = await request.post('/rpc/solana', {
    data: { jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [address, lamports] },
  })
  expect(((await response.json()) as { error?: unknown }).error).toBeUndefined()
}
