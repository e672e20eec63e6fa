import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { devWallet, expect, test } from './fixtures.ts'
import { connectDevWallet, dialog, pickDevWallet } from './journeys.ts'

/** axe-core over the whole page; serious and critical findings fail the view. */
async function expectNoSeriousViolations(page: Page, view: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join(', ')}`,
    )
  expect(serious, `axe findings on ${view}`).toEqual([])
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in ${colorScheme} mode`, () => {
    // Reduced motion: axe must not sample colours halfway through a view's fade-in.
    test.use({ colorScheme, reducedMotion: 'reduce' })

    test('every view a visitor opens has no serious accessibility violation', async ({ page }) => {
      await page.goto('/')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await expect(dialog(page)).toHaveAccessibleName('Connect Wallet')
      await expectNoSeriousViolations(page, 'Connect')

      await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
      await expect(dialog(page).getByRole('searchbox')).toBeVisible()
      await expectNoSeriousViolations(page, 'AllWallets')

      await dialog(page).getByRole('button', { name: 'Back' }).click()
      await devWallet(page, 'setMode', 'reject')
      await dialog(page)
        .getByRole('button', { name: /Dev Wallet/ })
        .click()
      await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible()
      await expectNoSeriousViolations(page, 'ConnectingExternal (failed)')

      await devWallet(page, 'setMode', 'approve')
      await dialog(page).getByRole('button', { name: 'Try again' }).click()
      await expect(dialog(page)).toBeHidden()
      await page.getByRole('button', { name: /0xf39F.*2266/ }).click()
      await expect(dialog(page)).toHaveAccessibleName('Account')
      await expect(dialog(page)).toContainText('ETH')
      await expectNoSeriousViolations(page, 'Account')

      await page.keyboard.press('Escape')
      await page
        .getByRole('button', { name: /Foyer Devnet/ })
        .first()
        .click()
      await expect(dialog(page).getByRole('button', { name: /Foyer Devnet L2/ })).toBeVisible()
      await expectNoSeriousViolations(page, 'Networks')

      await devWallet(page, 'setMode', 'reject')
      await dialog(page)
        .getByRole('button', { name: /Foyer Devnet L2/ })
        .click()
      await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible()
      await expectNoSeriousViolations(page, 'SwitchNetwork (failed)')
    })

    test('the unsupported-network view has no serious accessibility violation', async ({ page }) => {
      await connectDevWallet(page)
      await devWallet(page, 'switchChainExternally', 31339)
      await expect(dialog(page)).toContainText("This app doesn't support your current network")
      await expectNoSeriousViolations(page, 'UnsupportedChain')
    })

    test('the sign-in views have no serious accessibility violation', async ({ page }) => {
      await pickDevWallet(page, '/?signIn=required&emailCapture=1')
      await expect(dialog(page)).toHaveAccessibleName('Your email')
      await dialog(page).getByRole('button', { name: 'Continue' }).click()
      await expect(dialog(page).getByText('Invalid email address')).toBeVisible()
      await expectNoSeriousViolations(page, 'DataCapture (email)')

      await dialog(page).getByLabel('Email').fill(`a11y-${colorScheme}-${Date.now()}@example.test`)
      await dialog(page).getByRole('button', { name: 'Continue' }).click()
      await expect(dialog(page).getByLabel('Code')).toBeVisible()
      await expectNoSeriousViolations(page, 'DataCapture (code)')

      // Straight to the sign view, as a dapp without email capture shows it.
      await page.goto('/?signIn=required')
      await expect(dialog(page)).toHaveAccessibleName('Sign In')
      await expectNoSeriousViolations(page, 'SIWXSignMessage')
      await devWallet(page, 'setMode', 'reject')
      await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
      await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible()
      await expectNoSeriousViolations(page, 'SIWXSignMessage (failed)')
    })
  })
}
