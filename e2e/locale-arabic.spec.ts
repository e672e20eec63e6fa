import { expect, test } from './fixtures.ts'
import { devWalletRow, dialog } from './journeys.ts'

// Issue 16: a visitor whose browser reads Arabic gets Foyer in Arabic, laid out right to left, with no option set.
test.use({ locale: 'ar-EG' })

const CONNECT = 'ربط المحفظة'

test('an Arabic browser opens the modal in Arabic, right to left', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: CONNECT }).click()
  await expect(dialog(page)).toHaveAccessibleName(CONNECT)
  await expect(page.locator('.foyer-root', { has: dialog(page) })).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('.foyer-root', { has: dialog(page) })).toHaveAttribute('lang', 'ar')
  await expect(dialog(page).getByRole('button', { name: 'إغلاق' })).toBeVisible()
})

test('picking the Dev Wallet asks for the chain in Arabic', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: CONNECT }).click()
  await devWalletRow(page).click()
  await expect(dialog(page).getByRole('list', { name: 'اختر سلسلة' })).toBeVisible()
  // Back points right in a right-to-left layout.
  await expect(dialog(page).getByRole('button', { name: 'رجوع' }).locator('svg')).toHaveClass(/foyer-icon--mirrored/)
})

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    test.describe(`${colorScheme}, ${device}`, () => {
      test.use({ colorScheme, viewport, reducedMotion: 'reduce' })

      test('the Arabic modal is screenshotted for review', async ({ page }, testInfo) => {
        await page.goto('/')
        await page.getByRole('button', { name: CONNECT }).click()
        await expect(dialog(page)).toHaveAccessibleName(CONNECT)
        await expect(devWalletRow(page)).toBeVisible()
        await page.screenshot({ path: testInfo.outputPath(`locale-ar-${colorScheme}-${device}.png`) })
      })
    })
  }
}
