// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { embeddedClient, SECURE_SITE } from '../../../../core/src/embedded/embeddedClient.testing.ts'
import { createFrameDouble, DOUBLE_ACCOUNTS } from '../../../../core/src/embedded/frameDouble.testing.ts'
import { renderWithFoyer } from '../../test/renderWithFoyer.tsx'

// The Account view over core's real embedded flows; only the secure frame at the far end of the port is a double.
const clients: Array<{ destroy(): void }> = []
afterEach(() => {
  cleanup()
  for (const client of clients.splice(0)) client.destroy()
})

const EMAIL = 'ada@example.com'

/** Signed in by email on chain 1, where this frame has a smart account; the Account view open. */
async function account(options: { smartAccountNetworks?: number[]; accountTypes?: boolean } = {}) {
  const double = createFrameDouble({ origin: SECURE_SITE, smartAccountNetworks: options.smartAccountNetworks ?? [1] })
  const setup = embeddedClient({ double, accountTypesOn: options.accountTypes === false ? [] : ['eip155'] })
  clients.push(setup.client)
  await setup.client.embedded?.connectEmail(EMAIL)
  await setup.client.embedded?.verifyOtp(double.codeFor(EMAIL) ?? '')
  await waitFor(() => expect(setup.client.stores.accounts.getState().eip155?.status).toBe('connected'))
  renderWithFoyer(null, setup.client)
  act(() => setup.client.open({ view: 'Account' }))
  const view = within(await screen.findByRole('dialog'))
  await view.findByTestId('foyer-account-address')
  return { ...setup, view }
}

describe('Account’s account type', () => {
  it('marks the smart account in use in the header', async () => {
    const { view } = await account()
    expect(view.getByTestId('foyer-account-type').textContent).toBe('Smart account')
  })

  it('switches to the EOA: the address changes and the row offers the smart account', async () => {
    const { view, client } = await account()
    fireEvent.click(view.getByRole('button', { name: /Switch to your EOA/ }))
    await view.findByRole('button', { name: /Switch to your smart account/ })
    expect(client.stores.accounts.getState().eip155?.address).toBe(DOUBLE_ACCOUNTS.eip155)
    expect(view.queryByTestId('foyer-account-type')).toBeNull()
  })

  it('says the switch failed and switches on “Try again”', async () => {
    const { view, double } = await account()
    double.state.refuseOnce.add('SET_PREFERRED_ACCOUNT')
    fireEvent.click(view.getByRole('button', { name: /Switch to your EOA/ }))
    const alert = await view.findByRole('alert')
    expect(alert.textContent).toContain('Error switching account type: Something went wrong')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await view.findByRole('button', { name: /Switch to your smart account/ })
    expect(view.queryByRole('alert')).toBeNull()
  })

  it('offers no switch on a network where the wallet has no smart account', async () => {
    const { view } = await account({ smartAccountNetworks: [8453] })
    expect(view.queryByTestId('foyer-account-type-switch')).toBeNull()
  })

  it('offers no switch where the chain’s adapter cannot switch account types', async () => {
    const { view } = await account({ accountTypes: false })
    expect(view.queryByTestId('foyer-account-type-switch')).toBeNull()
  })
})
