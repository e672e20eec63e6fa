import { expect, test } from './fixtures.ts'
import { devWalletRow, dialog } from './journeys.ts'

// Issue 16: the dapp's `locale` option wins over the browser's English (the demo passes ?locale= to the provider).
test.use({ locale: 'en-US' })

const CONNECT = 'ウォレットを接続'

test('the locale option opens the modal in Japanese, left to right', async ({ page }) => {
  await page.goto('/?locale=ja')
  await page.getByRole('button', { name: CONNECT }).click()
  await expect(dialog(page)).toHaveAccessibleName(CONNECT)
  await expect(page.locator('.foyer-root', { has: dialog(page) })).toHaveAttribute('lang', 'ja')
  await expect(page.locator('.foyer-root', { has: dialog(page) })).toHaveAttribute('dir', 'ltr')
})

test('picking the Dev Wallet asks for the chain in Japanese', async ({ page }) => {
  await page.goto('/?locale=ja')
  await page.getByRole('button', { name: CONNECT }).click()
  await devWalletRow(page).click()
  await expect(dialog(page).getByRole('list', { name: 'チェーンを選択' })).toBeVisible()
})

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    test.describe(`${colorScheme}, ${device}`, () => {
      test.use({ colorScheme, viewport, reducedMotion: 'reduce' })

      test('the Japanese modal is screenshotted for review', async ({ page }, testInfo) => {
        await page.goto('/?locale=ja')
        await page.getByRole('button', { name: CONNECT }).click()
        await expect(dialog(page)).toHaveAccessibleName(CONNECT)
        await expect(devWalletRow(page)).toBeVisible()
        await page.screenshot({ path: testInfo.outputPath(`locale-ja-${colorScheme}-${device}.png`) })
      })
    })
  }
}
