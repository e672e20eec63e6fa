import { openAccountAsSender } from './accountJourneys.ts'
import { expect, test } from './fixtures.ts'
import { dialog } from './journeys.ts'

// Decision 0012: swaps and buying crypto are not offered in the time zones SPEC §1 lists as restricted.
const features = (page: Parameters<typeof dialog>[0]) =>
  dialog(page).getByRole('list', { name: 'Wallet features' }).getByRole('button')

test.describe('a visitor in Berlin', () => {
  test.use({ timezoneId: 'Europe/Berlin' })

  test('is offered buying crypto and swaps beside receive and send', async ({ page }) => {
    await openAccountAsSender(page)
    await expect(features(page)).toHaveText(['Buy', 'Swap', 'Receive', 'Send'])
  })
})

test.describe('a visitor in Shanghai', () => {
  test.use({ timezoneId: 'Asia/Shanghai' })

  test('is offered receive and send, without buying crypto or swaps', async ({ page }) => {
    await openAccountAsSender(page)
    await expect(features(page)).toHaveText(['Receive', 'Send'])
  })
})

test.describe('a visitor in Hong Kong', () => {
  test.use({ timezoneId: 'Asia/Hong_Kong' })

  test('is offered receive and send, without buying crypto or swaps', async ({ page }) => {
    await openAccountAsSender(page)
    await expect(features(page)).toHaveText(['Receive', 'Send'])
  })
})
