import type { Page } from '@playwright/test'
import { newVisitorEmail, startEmailLogin } from './embeddedJourneys.ts'
import { devWallet, expect } from './fixtures.ts'
import { chooseDevWallet, connectDevWallet, devWalletRow, dialog, pickDevWallet } from './journeys.ts'
import { connectBoth, openWallets } from './profileWalletsJourneys.ts'

export async function openConnect(page: Page): Promise<void> {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).tap()
  await expect(dialog(page)).toHaveAccessibleName('Connect Wallet')
  await expect(devWalletRow(page)).toBeVisible()
}

export async function openAccount(page: Page): Promise<void> {
  await connectDevWallet(page)
  await page.getByRole('button', { name: /0xf39F.*2266/ }).tap()
  await expect(dialog(page)).toHaveAccessibleName('Account')
  await expect(dialog(page).getByTestId('foyer-native-balance')).toContainText('ETH')
}

export async function openSend(page: Page): Promise<void> {
  await openAccount(page)
  await dialog(page).getByRole('button', { name: 'Send' }).tap()
  await expect(dialog(page).getByLabel('Amount')).toBeVisible()
}

/** Each view a visitor reaches on a phone, reached the way a visitor reaches it, and shown whole. */
export const PHONE_VIEWS: { name: string; open(page: Page): Promise<void> }[] = [
  { name: 'Connect', open: openConnect },
  {
    name: 'AllWallets, searched',
    async open(page) {
      await openConnect(page)
      await dialog(page).getByRole('button', { name: 'All Wallets' }).tap()
      await dialog(page).getByRole('searchbox').fill('trust')
      await expect(dialog(page).getByRole('button', { name: 'Trust Wallet' })).toBeVisible()
      await expect(dialog(page).getByRole('button', { name: 'MetaMask' })).toBeHidden()
    },
  },
  {
    name: 'ConnectingWalletConnect, its QR code',
    async open(page) {
      await openConnect(page)
      await dialog(page)
        .getByRole('button', { name: /^WalletConnect/ })
        .tap()
      await expect(dialog(page).getByTestId('foyer-qr')).toBeVisible()
    },
  },
  {
    name: 'ConnectingExternal, failed',
    async open(page) {
      await openConnect(page)
      await devWallet(page, 'setMode', 'reject')
      await chooseDevWallet(page)
      await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible()
    },
  },
  { name: 'Account', open: openAccount },
  { name: 'Send', open: openSend },
  {
    name: 'Receive',
    async open(page) {
      await openAccount(page)
      await dialog(page).getByRole('button', { name: 'Receive' }).tap()
      await expect(dialog(page).getByTestId('foyer-qr')).toBeVisible()
    },
  },
  {
    name: 'Activity',
    async open(page) {
      await openAccount(page)
      await dialog(page).getByRole('tab', { name: 'Activity' }).tap()
      await expect(dialog(page).getByRole('tabpanel')).toContainText(/No activity yet|Sent|Received/)
    },
  },
  {
    name: 'Networks',
    async open(page) {
      await connectDevWallet(page)
      await page
        .getByRole('button', { name: /Foyer Devnet/ })
        .first()
        .tap()
      await expect(dialog(page).getByRole('button', { name: /Foyer Devnet L2/ })).toBeVisible()
    },
  },
  {
    name: 'EmailLogin, its code',
    async open(page) {
      await startEmailLogin(page, newVisitorEmail())
      await expect(dialog(page).getByLabel('Code')).toBeFocused()
    },
  },
  {
    name: 'ProfileWallets',
    async open(page) {
      await connectBoth(page)
      await openWallets(page, /0x90F7.*b906/)
      await expect(dialog(page).getByRole('button', { name: 'Switch to Dev Wallet' })).toBeVisible()
    },
  },
  {
    name: 'SIWXSignMessage',
    async open(page) {
      await pickDevWallet(page, '/?signIn=required')
      await expect(dialog(page)).toHaveAccessibleName('Sign In')
    },
  },
]
