import type { Page } from '@playwright/test'
import { expectNoSeriousViolations } from './axe.ts'
import { createEmbeddedWallet, secureFrame } from './embeddedJourneys.ts'
import { expect, test } from './fixtures.ts'
import { connectDevWallet, dialog } from './journeys.ts'
import { horizontalOverflow, showsWhole, smallTargets } from './layoutChecks.ts'
import { PHONES } from './phones.ts'
import { openConnect, openSend, PHONE_VIEWS } from './phoneViews.ts'

/** Issue 23, on a phone: the modal as a bottom sheet, its touch targets, the notch, the keyboard, 320 px. */

/** The sheet's edges and corners as the visitor sees them. */
async function sheetShape(page: Page) {
  return dialog(page).evaluate((sheet) => {
    const box = sheet.getBoundingClientRect()
    const style = getComputedStyle(sheet)
    return {
      left: Math.round(box.left),
      right: Math.round(box.right),
      bottom: Math.round(box.bottom),
      top: Math.round(box.top),
      topCorner: Number.parseFloat(style.borderTopLeftRadius),
      bottomCorner: Number.parseFloat(style.borderBottomLeftRadius),
      background: style.backgroundColor,
    }
  })
}

/** The dialog's background in each theme (foyer.css `--foyer-bg`). */
const SHEET_BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(26, 27, 31)' } as const

for (const [name, emulation] of Object.entries(PHONES)) {
  test.describe(`on an emulated ${name}`, () => {
    test.use(emulation)

    for (const colorScheme of ['light', 'dark'] as const) {
      test.describe(`in ${colorScheme} mode`, () => {
        // Reduced motion: the sheet is measured, and axe samples colours, where it rests rather than on its way up.
        test.use({ colorScheme, reducedMotion: 'reduce' })

        test('the modal is a sheet along the bottom edge, as wide as the screen, the page in sight above it', async ({
          page,
        }) => {
          await openConnect(page)
          const { width, height } = page.viewportSize() ?? { width: 0, height: 0 }
          await expect
            .poll(() => sheetShape(page))
            .toMatchObject({ left: 0, right: width, bottom: height, bottomCorner: 0 })
          const shape = await sheetShape(page)
          expect(shape.top).toBeGreaterThanOrEqual(24)
          expect(shape.topCorner).toBeGreaterThan(0)
          expect(shape.background).toBe(SHEET_BACKGROUND[colorScheme])
        })

        test('axe finds nothing serious in the sheet showing Connect', async ({ page }) => {
          await openConnect(page)
          await expectNoSeriousViolations(page)
        })

        test('axe finds nothing serious in the sheet showing Send', async ({ page }) => {
          await openSend(page)
          await expectNoSeriousViolations(page)
        })
      })
    }

    test('the sheet slides up from the bottom edge, and does not move for a visitor who asks for less motion', async ({
      page,
    }) => {
      await openConnect(page)
      const animation = () =>
        dialog(page).evaluate((sheet) => {
          const style = getComputedStyle(sheet)
          return { name: style.animationName, duration: style.animationDuration }
        })
      expect(await animation()).toEqual({ name: 'foyer-sheet-in', duration: '0.24s' })
      await page.emulateMedia({ reducedMotion: 'reduce' })
      expect(await animation()).toEqual({ name: 'foyer-sheet-in', duration: '0s' })
    })

    test('the sheet keeps clear of the notch and of the home indicator', async ({ page, context }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 47, bottom: 34, left: 0, right: 0 } })
      await openConnect(page)
      const height = page.viewportSize()?.height ?? 0
      // The sheet reaches the screen's edge, its surface under the indicator…
      await expect.poll(async () => (await sheetShape(page)).bottom).toBe(height)
      expect((await sheetShape(page)).top).toBeGreaterThanOrEqual(47)
      // …and its last control, scrolled to, ends above it (scrolled again if the wallet list grew meanwhile).
      const lastControlBottom = () =>
        dialog(page)
          .locator('.foyer-body')
          .evaluate((body) => {
            body.scrollTo({ top: body.scrollHeight, behavior: 'instant' })
            const controls = body.querySelectorAll('button')
            return controls[controls.length - 1]?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY
          })
      await expect.poll(lastControlBottom).toBeLessThanOrEqual(height - 34)
    })

    test("the embedded wallet's secure window lies over the sheet's slot for it, where the visitor can approve", async ({
      page,
    }) => {
      await createEmbeddedWallet(page)
      await page.getByRole('button', { name: 'Sign message' }).tap()
      await expect(secureFrame(page).getByRole('button', { name: 'Approve' })).toBeVisible()
      const placement = () =>
        page.evaluate(() => {
          const box = (selector: string) => {
            const rect = document.querySelector(selector)?.getBoundingClientRect()
            return rect && [rect.top, rect.left, rect.width, rect.height].map(Math.round)
          }
          return { frame: box('iframe[data-foyer-frame]'), slot: box('.foyer-approve__slot') }
        })
      await expect
        .poll(async () => {
          const { frame, slot } = await placement()
          return frame !== undefined && JSON.stringify(frame) === JSON.stringify(slot)
        })
        .toBe(true)
      const [top = 0, , , height = 0] = (await placement()).frame ?? []
      expect(top + height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0)
    })

    test("the page's Connect, network and account buttons are at least 44 × 44", async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
      expect(await smallTargets(page.getByRole('navigation', { name: 'Wallet' }))).toEqual([])
      await connectDevWallet(page)
      await expect(page.getByRole('button', { name: /0xf39F.*2266/ })).toBeVisible()
      expect(await smallTargets(page.getByRole('navigation', { name: 'Wallet' }))).toEqual([])
    })

    for (const view of PHONE_VIEWS) {
      test(`every control in ${view.name} is at least 44 × 44`, async ({ page }) => {
        await view.open(page)
        expect(await smallTargets(dialog(page))).toEqual([])
      })
    }

    test('a focused field stays in sight when the viewport gets shorter, as a keyboard makes it', async ({ page }) => {
      await openSend(page)
      const receiver = dialog(page).getByLabel('To', { exact: true })
      await receiver.focus()
      await expect.poll(() => showsWhole(receiver)).toBe(true)
      // What a phone keeps above its keyboard, when the keyboard resizes the page (Android's Chrome can).
      const width = page.viewportSize()?.width ?? 0
      await page.setViewportSize({ width, height: 340 })
      await expect.poll(() => showsWhole(receiver)).toBe(true)
      await expect(receiver).toBeFocused()
    })
  })
}

test.describe('on an emulated Android phone 320 px wide', () => {
  test.use({ ...PHONES.Android, viewport: { width: 320, height: 640 }, screen: { width: 320, height: 640 } })

  for (const view of PHONE_VIEWS) {
    test(`${view.name} does not scroll sideways`, async ({ page }) => {
      await view.open(page)
      expect(await horizontalOverflow(page)).toEqual([])
    })
  }
})
