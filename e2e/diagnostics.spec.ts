import type { Page } from '@playwright/test'
import { devWallet, expect, test } from './fixtures.ts'
import { chooseDevWallet, dialog } from './journeys.ts'

// The demo keeps a log (enableLogger); "Copy diagnostics" hands it, with versions and options, to the clipboard.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

interface Diagnostics {
  versions: Record<string, string>
  options: { projectId?: string; networks: { caipNetworkId: string; rpcUrls: string[] }[] }
  log: { entries: { level: number; message: string; context?: Record<string, unknown> }[] }
}

/** The Dev Wallet refuses the connect; the visitor presses "Copy diagnostics" on the failure and it is copied. */
async function copyDiagnosticsOfRejectedConnect(page: Page): Promise<{ text: string; copied: Diagnostics }> {
  await page.goto('/')
  await devWallet(page, 'setMode', 'reject')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await chooseDevWallet(page)
  await expect(dialog(page)).toContainText('User rejected the request')
  await dialog(page).getByRole('button', { name: 'Copy diagnostics' }).click()
  await expect(dialog(page).getByRole('button', { name: 'Copied' })).toBeVisible()
  const text = await page.evaluate(() => navigator.clipboard.readText())
  return { text, copied: JSON.parse(text) as Diagnostics }
}

test('"Copy diagnostics" on a rejected connect copies the versions and the failure from the log', async ({ page }) => {
  const { copied } = await copyDiagnosticsOfRejectedConnect(page)
  expect(copied.versions).toMatchObject({ foyer: expect.stringMatching(/^\d+\.\d+\.\d+/), react: expect.any(String) })
  expect(copied.log.entries).toContainEqual(
    expect.objectContaining({
      level: 50,
      message: 'connect failed',
      context: expect.objectContaining({
        error: expect.objectContaining({ code: 'USER_REJECTED', message: 'User rejected the request' }),
      }),
    }),
  )
})

test('the copied diagnostics keep the project id but only the origin of each RPC URL', async ({ page, baseURL }) => {
  const { text, copied } = await copyDiagnosticsOfRejectedConnect(page)
  expect(copied.options.projectId).toBe('foyer-demo')
  expect(copied.options.networks).toContainEqual({
    caipNetworkId: 'eip155:31337',
    name: 'Foyer Devnet',
    rpcUrls: [new URL(baseURL ?? '').origin],
  })
  expect(text).not.toContain('/rpc/31337')
})
