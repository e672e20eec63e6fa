// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { version as reactVersion } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestClient, renderWithFoyer } from '../test/renderWithFoyer.tsx'
import { createScriptedWallet } from '../test/scriptedWallet.ts'

afterEach(cleanup)

const rabby = { id: 'io.rabby', name: 'Rabby Wallet', type: 'ANNOUNCED', chain: 'eip155' } as const

/** A rejected connect, its failure on screen, and a clipboard that records what it is given. */
async function rejectedConnect() {
  const writeText = vi.fn(async (_text: string) => {})
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  const wallet = createScriptedWallet([rabby])
  const client = createTestClient({ adapters: [wallet.adapter], enableLogger: true })
  renderWithFoyer(null, client)
  wallet.connectAnswers.push('reject')
  await act(() => client.connect('io.rabby'))
  await screen.findByRole('alert')
  // The logger's code loads on its own time; the failure is in the log once it has.
  await waitFor(() => expect(client.logger.entries()).toHaveLength(1))
  return { writeText }
}

const copiedText = (writeText: ReturnType<typeof vi.fn>) => String(writeText.mock.calls[0]?.[0])

describe('CopyDiagnostics', () => {
  it('offers "Copy diagnostics" as a button in a failed connection', async () => {
    await rejectedConnect()
    expect(screen.getByRole('button', { name: 'Copy diagnostics' })).toBeDefined()
  })

  it('copies the versions and the failure from the log, then says "Copied"', async () => {
    const { writeText } = await rejectedConnect()
    fireEvent.click(screen.getByRole('button', { name: 'Copy diagnostics' }))
    expect(await screen.findByText('Copied')).toBeDefined()
    const copied = JSON.parse(copiedText(writeText))
    expect(copied.versions).toMatchObject({ foyer: '0.1.0', react: reactVersion })
    expect(copied.log.entries).toContainEqual(
      expect.objectContaining({
        message: 'connect failed',
        context: expect.objectContaining({ connectorId: 'io.rabby' }),
      }),
    )
  })
})
