// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithFoyer } from '../../test/renderWithFoyer.tsx'

afterEach(cleanup)

describe('UnsupportedChain and UsageExceeded', () => {
  it('explains the unsupported network in the spec words and lists the available ones', async () => {
    const { client } = renderWithFoyer(null)
    act(() => client.open({ view: 'UnsupportedChain' }))
    expect(
      await screen.findByText(
        "This app doesn't support your current network. Switch to an available option to continue.",
      ),
    ).toBeDefined()
    expect(screen.getByRole('button', { name: 'Ethereum' })).toBeDefined()
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeDefined()
  })

  it('redirects a connecting view to UsageExceeded when the plan is over its limit (SPEC §2)', async () => {
    const { client } = renderWithFoyer(null)
    act(() => client.stores.plan.setState({ hasExceededUsageLimit: true }))
    act(() => client.open())
    act(() => client.push('ConnectingExternal', { connectorId: 'io.metamask' }))
    expect(await screen.findByText('Usage limit reached')).toBeDefined()
    expect(screen.getAllByRole('button', { name: 'Back' }).length).toBeGreaterThan(0)
  })
})
