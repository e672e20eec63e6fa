import { expect, test } from './fixtures.ts'
import { chooseDevWallet, connectDevWallet, devWalletRow, dialog } from './journeys.ts'

test('Back returns to the previous view, and Back with a single view closes the modal', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog(page)).toHaveAccessibleName('Connect Wallet')
  await expect(dialog(page).getByRole('button', { name: 'Back' })).toHaveCount(0)

  await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
  await expect(dialog(page)).toHaveAccessibleName('All Wallets')
  await dialog(page).getByRole('button', { name: 'Back' }).click()
  await expect(dialog(page)).toHaveAccessibleName('Connect Wallet')
})

test('going back to Connect while connected shows Account', async ({ page }) => {
  await connectDevWallet(page)
  await page.getByRole('button', { name: 'Open Connect' }).click()
  await expect(dialog(page)).toHaveAccessibleName('Connect Wallet')
  await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
  await dialog(page).getByRole('button', { name: 'Back' }).click()
  await expect(dialog(page)).toHaveAccessibleName('Account')
})

test('Escape and Close both close the modal and give focus back to the button that opened it', async ({ page }) => {
  await page.goto('/')
  const opener = page.getByRole('button', { name: 'Connect Wallet' })
  await opener.click()
  await expect(dialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await expect(opener).toBeFocused()

  await opener.click()
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(opener).toBeFocused()
})

test('a visitor connects with the keyboard alone, and Tab never leaves the open modal', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  for (let presses = 0; presses < 6; presses++) {
    await page.keyboard.press('Tab')
    const label = await page.evaluate(() => document.activeElement?.textContent ?? '')
    if (label.includes('Connect Wallet')) break
  }
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog(page)).toBeVisible()

  for (let presses = 0; presses < 12; presses++) {
    await page.keyboard.press('Tab')
    const insideDialog = await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))
    expect(insideDialog).toBe(true)
  }
  // The row names every chain once the Dev Wallet's other sides are found; Enter before that would pick EVM alone.
  await expect(devWalletRow(page)).toBeVisible()
  for (let presses = 0; presses < 16; presses++) {
    const label = await page.evaluate(() => document.activeElement?.textContent ?? '')
    if (label.includes('Dev Wallet')) break
    await page.keyboard.press('Tab')
  }
  await expect(dialog(page).getByRole('button', { name: /Dev Wallet/ })).toBeFocused()
  await page.keyboard.press('Enter')
  // The Dev Wallet is on EVM and Solana: the keyboard picks the chain too.
  const ethereum = dialog(page).getByRole('list', { name: 'Select a chain' }).getByRole('button', { name: 'Ethereum' })
  await expect(ethereum).toBeVisible()
  for (let presses = 0; presses < 8; presses++) {
    if (await ethereum.evaluate((element) => element === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(ethereum).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
})

test('All Wallets finds a wallet by name after the search wait, and says when nothing matches', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
  const search = dialog(page).getByRole('searchbox', { name: 'Search wallets' })
  await search.fill('zzz')
  await expect(dialog(page)).toContainText('No wallet matches “zzz”')
  await search.fill('dev')
  await expect(dialog(page).getByRole('button', { name: /Dev Wallet/ })).toBeVisible()
  await chooseDevWallet(page)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
})

test('the recent wallet is marked Recent the next time the visitor connects', async ({ page }) => {
  await connectDevWallet(page)
  await page.getByRole('button', { name: /0xf39F.*2266/ }).click()
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog(page).getByRole('button', { name: /Dev Wallet/ })).toContainText('Recent')
})
