import { expect, test } from './fixtures.ts'
import { DEV_ACCOUNT, dialog } from './journeys.ts'

test("OKX Wallet's extension, found by its own window.okxwallet, is listed as 'OKX Wallet' and connects, signs and disconnects", async ({
  page,
}) => {
  // The Dev Wallet injected as OKX Wallet's extension does where it does not announce itself.
  await page.goto('/?devWallet=okx')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const okxRow = dialog(page).getByRole('button', { name: /OKX Wallet/ })
  await expect(okxRow).toHaveCount(1)
  await expect(okxRow).toContainText('Installed')
  await expect(dialog(page).getByRole('button', { name: /Browser Wallet/ })).toHaveCount(0)
  await okxRow.click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(DEV_ACCOUNT)

  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)

  await page.reload()
  await expect(page.getByTestId('account-address')).toHaveText(DEV_ACCOUNT)
  await page.getByRole('button', { name: /0xf39F.*2266/ }).click()
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})
