// @vitest-environment jsdom
import { FARCASTER_FAILED } from '@foyer/protocol/frame-constants'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { embeddedClient } from '../../../../core/src/embedded/embeddedClient.testing.ts'
import { DOUBLE_ACCOUNTS } from '../../../../core/src/embedded/frameDouble.testing.ts'
import { renderWithFoyer } from '../../test/renderWithFoyer.tsx'

// The view over core's real Farcaster flow; only the secure frame at the far end of the port is a double.
const clients: Array<{ destroy(): void }> = []
afterEach(() => {
  cleanup()
  for (const client of clients.splice(0)) client.destroy()
})

const FIRST_URL = 'https://farcaster.example/~/siwf?channelToken=c1'

/** Connect, then ConnectingFarcaster (as Connect's Farcaster button pushes it), waiting on the first URL. */
async function onFarcaster() {
  const setup = embeddedClient()
  clients.push(setup.client)
  renderWithFoyer(null, setup.client)
  act(() => setup.client.open())
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  act(() => setup.client.push('ConnectingFarcaster'))
  const view = within(await screen.findByRole('dialog', { name: 'Farcaster' }))
  await waitFor(() => expect(setup.double.state.farcasterWait).toBeDefined())
  return { ...setup, view }
}

describe('ConnectingFarcaster', () => {
  it('shows the Sign In With Farcaster QR code of the frame’s URL while it waits', async () => {
    const { view } = await onFarcaster()
    expect(await view.findByRole('img', { name: 'Sign In With Farcaster QR code' })).toBeDefined()
  })

  it('says it waits for the approval in Farcaster', async () => {
    const { view } = await onFarcaster()
    await waitFor(() => expect(view.getByRole('status').textContent).toBe('Waiting for approval in Farcaster…'))
  })

  it('links "Open Farcaster" to the sign-in URL', async () => {
    const { view } = await onFarcaster()
    expect((await view.findByRole('link', { name: 'Open Farcaster' })).getAttribute('href')).toBe(FIRST_URL)
  })

  it('connects EVM and Solana and closes the modal once the Farcaster app approves', async () => {
    const { client, double } = await onFarcaster()
    act(() => double.answerFarcaster({ userName: 'alice' }))
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    expect(client.stores.accounts.getState().solana?.address).toBe(DOUBLE_ACCOUNTS.solana)
  })

  it("shows 'Failed to connect to farcaster' with Try again, which shows a code again", async () => {
    const { double, view } = await onFarcaster()
    act(() => double.answerFarcaster({ error: FARCASTER_FAILED }))
    await view.findByText('Failed to connect to farcaster')
    fireEvent.click(view.getByRole('button', { name: 'Try again' }))
    expect(await view.findByRole('img', { name: 'Sign In With Farcaster QR code' })).toBeDefined()
  })

  it('Back while disconnected clears the Farcaster url and reloads the embedded wallet provider', async () => {
    const { client, double, view } = await onFarcaster()
    fireEvent.click(view.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(double.state.reloads).toBe(1))
    expect(client.stores.accounts.getState().eip155?.farcasterUrl).toBeUndefined()
  })
})

describe('Account after a Farcaster login', () => {
  it('shows the Farcaster username', async () => {
    const { client, double } = await onFarcaster()
    act(() => double.answerFarcaster({ userName: 'alice' }))
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    act(() => client.open())
    const account = within(await screen.findByRole('dialog', { name: 'Account' }))
    expect(await account.findByText('Logged in with Farcaster')).toBeDefined()
    expect(account.getByTestId('social-username').textContent).toBe('alice')
  })
})
