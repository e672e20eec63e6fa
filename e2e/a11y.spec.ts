import { SOLANA_DEVNET_ACCOUNTS } from '@foyer/devnet/solana/accounts'
import type { Page } from '@playwright/test'
import { expectNoSeriousViolations } from './axe.ts'
import {
  accountButton,
  connectedAddress,
  createEmbeddedWallet,
  enterMailedCode,
  newVisitorEmail,
  secureFrame,
  startEmailLogin,
} from './embeddedJourneys.ts'
import { devWallet, expect, test } from './fixtures.ts'
import { chooseDevWallet, connectDevWallet, devWalletRow, dialog, pickDevWallet } from './journeys.ts'
import { connectBoth, openWallets } from './profileWalletsJourneys.ts'

/** The account button of the Dev Wallet's first Solana account: its address's first and last 4 characters. */
const SOLANA_ACCOUNT = SOLANA_DEVNET_ACCOUNTS[1]!.address
const SOLANA_BUTTON = `${SOLANA_ACCOUNT.slice(0, 4)}…${SOLANA_ACCOUNT.slice(-4)}`

async function openConnect(page: Page): Promise<void> {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog(page)).toHaveAccessibleName('Connect Wallet')
}

async function openNetworks(page: Page): Promise<void> {
  await connectDevWallet(page)
  await page
    .getByRole('button', { name: /Foyer Devnet/ })
    .first()
    .click()
  await expect(dialog(page).getByRole('button', { name: /Foyer Devnet L2/ })).toBeVisible()
}

async function openSignIn(page: Page): Promise<void> {
  await pickDevWallet(page, '/?signIn=required')
  await expect(dialog(page)).toHaveAccessibleName('Sign In')
}

async function openEmailCapture(page: Page): Promise<void> {
  await pickDevWallet(page, '/?signIn=required&emailCapture=1')
  await expect(dialog(page)).toHaveAccessibleName('Your email')
}

async function openAccount(page: Page): Promise<void> {
  await connectDevWallet(page)
  await page.getByRole('button', { name: /0xf39F.*2266/ }).click()
  await expect(dialog(page)).toHaveAccessibleName('Account')
  await expect(dialog(page)).toContainText('ETH')
}

/** Each view a visitor can open, reached the way a visitor reaches it. */
const VIEWS: { name: string; open(page: Page, colorScheme: string): Promise<void> }[] = [
  { name: 'Connect', open: openConnect },
  {
    name: 'Connect with the legal checkbox, unticked',
    async open(page) {
      await page.goto('/?legal=1')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await expect(dialog(page).getByRole('checkbox', { name: /^I agree to the Terms of Service/ })).toBeVisible()
    },
  },
  {
    name: 'AllWallets',
    async open(page) {
      await openConnect(page)
      await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
      await expect(dialog(page).getByRole('searchbox')).toBeVisible()
    },
  },
  {
    name: 'ConnectingExternal, failed',
    async open(page) {
      await openConnect(page)
      await devWallet(page, 'setMode', 'reject')
      await chooseDevWallet(page)
      await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible()
      // The failure's last way forward: checked for contrast and its name with the rest.
      await expect(dialog(page).getByRole('button', { name: 'Copy diagnostics' })).toBeVisible()
    },
  },
  { name: 'Account', open: openAccount },
  {
    name: 'Swap, with a live quote',
    async open(page) {
      await openAccount(page)
      await dialog(page).getByRole('button', { name: 'Swap' }).click()
      await expect(dialog(page)).toHaveAccessibleName('Swap')
      await dialog(page)
        .getByRole('button', { name: /^Select token$/ })
        .click()
      await dialog(page).getByLabel('Search tokens').fill('fUSD')
      await dialog(page)
        .getByRole('button', { name: /^fUSD\b/ })
        .click()
      await dialog(page).getByLabel('You pay').fill('0.01')
      await expect(dialog(page).getByTestId('foyer-swap-rate')).toBeVisible()
    },
  },
  {
    name: 'Buy crypto, with a quote',
    async open(page) {
      await openAccount(page)
      await dialog(page).getByRole('button', { name: 'Buy' }).click()
      await expect(dialog(page)).toHaveAccessibleName('Buy crypto')
      await dialog(page).getByLabel('Amount').fill('100')
      await expect(dialog(page).getByText('Provider fee')).toBeVisible()
    },
  },
  {
    name: 'RegisterAccountName, with suggestions',
    async open(page) {
      await openAccount(page)
      await dialog(page)
        .getByRole('button', { name: /Choose a name/ })
        .click()
      await expect(dialog(page)).toHaveAccessibleName('Choose a name')
      await dialog(page).getByRole('textbox').fill('visitor')
      await expect(
        dialog(page)
          .getByText(/visitor\.reown\.id/)
          .first(),
      ).toBeVisible()
    },
  },
  {
    name: 'ProfileWallets, one in use and one disconnected',
    async open(page) {
      await connectBoth(page)
      await openWallets(page, /0x90F7.*b906/)
      await dialog(page).getByRole('button', { name: 'Disconnect Dev Wallet' }).click()
      await expect(dialog(page).getByRole('button', { name: 'Connect Dev Wallet again' })).toBeVisible()
    },
  },
  {
    name: 'ConnectingMultiChain',
    async open(page) {
      await openConnect(page)
      await devWalletRow(page).click()
      await expect(dialog(page).getByRole('list', { name: 'Select a chain' })).toBeVisible()
    },
  },
  {
    name: 'Account, on Solana',
    async open(page) {
      await pickDevWallet(page, '/', 'Solana')
      await expect(dialog(page)).toBeHidden()
      await page.getByRole('button', { name: SOLANA_BUTTON }).click()
      await expect(dialog(page).getByTestId('foyer-token-list')).toContainText('fUSD-S')
    },
  },
  {
    name: 'Send, on Bitcoin (Unsupported chain)',
    async open(page) {
      await pickDevWallet(page, '/', 'Bitcoin')
      await expect(dialog(page)).toBeHidden()
      await page.getByRole('button', { name: /bcrt…/ }).click()
      await dialog(page).getByRole('button', { name: 'Send' }).click()
      await expect(dialog(page).getByRole('alert')).toContainText('Unsupported chain')
    },
  },
  {
    name: 'Receive, on Solana',
    async open(page) {
      await pickDevWallet(page, '/', 'Solana')
      await expect(dialog(page)).toBeHidden()
      await page.getByRole('button', { name: SOLANA_BUTTON }).click()
      await dialog(page).getByRole('button', { name: 'Receive' }).click()
      await expect(dialog(page).getByTestId('foyer-qr')).toBeVisible()
    },
  },
  { name: 'Networks', open: openNetworks },
  {
    name: 'SwitchActiveChain',
    async open(page) {
      await openNetworks(page)
      await dialog(page)
        .getByRole('list', { name: 'Solana networks' })
        .getByRole('button', { name: 'Foyer Solana Devnet' })
        .click()
      await expect(dialog(page)).toContainText('Foyer Solana Devnet runs on Solana.')
    },
  },
  {
    name: 'SwitchNetwork, failed',
    async open(page) {
      await openNetworks(page)
      await devWallet(page, 'setMode', 'reject')
      await dialog(page)
        .getByRole('button', { name: /Foyer Devnet L2/ })
        .click()
      await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible()
    },
  },
  {
    name: 'UnsupportedChain',
    async open(page) {
      await connectDevWallet(page)
      await devWallet(page, 'switchChainExternally', 31339)
      await expect(dialog(page)).toContainText("This app doesn't support your current network")
    },
  },
  {
    name: 'DataCapture, email',
    async open(page) {
      await openEmailCapture(page)
      await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click()
      await expect(dialog(page).getByText('Invalid email address')).toBeVisible()
    },
  },
  {
    name: 'DataCapture, code',
    async open(page, colorScheme) {
      await openEmailCapture(page)
      await dialog(page).getByLabel('Email').fill(`a11y-${colorScheme}-${Date.now()}@example.test`)
      await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click()
      await expect(dialog(page).getByLabel('Code')).toBeVisible()
    },
  },
  {
    name: 'EmailLogin, code',
    async open(page) {
      await startEmailLogin(page, newVisitorEmail())
      await expect(dialog(page).getByLabel('Code')).toBeFocused()
    },
  },
  {
    name: 'EmailLogin, wrong code',
    async open(page) {
      await startEmailLogin(page, newVisitorEmail())
      await dialog(page).getByLabel('Code').fill('000000')
      await expect(dialog(page).getByRole('alert')).toBeVisible()
    },
  },
  {
    name: 'ApproveTransaction, recovery password in the secure frame',
    async open(page) {
      const email = newVisitorEmail()
      await startEmailLogin(page, email)
      await enterMailedCode(page, email)
      await expect(secureFrame(page).getByRole('textbox', { name: 'Recovery password' })).toBeVisible()
    },
  },
  {
    name: 'ApproveTransaction, a message to approve in the secure frame',
    async open(page) {
      await createEmbeddedWallet(page)
      await page.getByRole('button', { name: 'Sign message' }).click()
      await expect(secureFrame(page).getByRole('button', { name: 'Approve' })).toBeVisible()
    },
  },
  {
    name: 'UpdateEmailWallet',
    async open(page) {
      await createEmbeddedWallet(page)
      await accountButton(page, await connectedAddress(page)).click()
      await dialog(page)
        .getByRole('button', { name: /Update email/ })
        .click()
      await expect(dialog(page).getByLabel('New email')).toBeVisible()
    },
  },
  {
    name: 'ConnectingSocial, waiting on the popup',
    async open(page) {
      await page.goto('/?devWallet=off')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const popup = page.waitForEvent('popup')
      await dialog(page).getByRole('button', { name: 'Continue with Google' }).click()
      await popup
      await expect(dialog(page).getByText('Continue in the Google window')).toBeVisible()
    },
  },
  {
    name: 'ConnectingSocial, popup closed',
    async open(page) {
      await page.goto('/?devWallet=off')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const popup = page.waitForEvent('popup')
      await dialog(page).getByRole('button', { name: 'Continue with Google' }).click()
      await (await popup).close()
      await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible()
    },
  },
  {
    name: 'ConnectingFarcaster',
    async open(page) {
      await page.goto('/?devWallet=off')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog(page).getByRole('button', { name: 'Continue with Farcaster' }).click()
      await expect(dialog(page).getByRole('link', { name: 'Open Farcaster' })).toBeVisible()
    },
  },
  { name: 'SIWXSignMessage', open: openSignIn },
  {
    name: 'SIWXSignMessage, failed',
    async open(page) {
      await openSignIn(page)
      await devWallet(page, 'setMode', 'reject')
      await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
      await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible()
    },
  },
]

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in ${colorScheme} mode`, () => {
    // Reduced motion: axe must not sample colours halfway through a view's fade-in.
    test.use({ colorScheme, reducedMotion: 'reduce' })

    for (const view of VIEWS) {
      test(`${view.name} has no serious accessibility violation`, async ({ page }) => {
        await view.open(page, colorScheme)
        await expectNoSeriousViolations(page)
      })
    }
  })
}
