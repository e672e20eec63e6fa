// @vitest-environment jsdom
import type { FramePurpose } from '@foyer/core'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'
import { createEmbeddedDouble } from '../EmailLogin/embeddedDouble.testing.ts'

afterEach(cleanup)

/** Core shows the frame for `purpose`: it sets `visible` and routes to ApproveTransaction (contract §4). */
async function onApprove(purpose: FramePurpose = 'approve') {
  const embedded = createEmbeddedDouble(createTestClient({ features: { email: true } }))
  const { client } = embedded
  renderWithFoyer(null, client)
  act(() => {
    client.stores.embedded.setState({ visible: purpose })
    client.open({ view: 'ApproveTransaction' })
  })
  const dialog = await screen.findByRole('dialog', { name: 'Approve' })
  return { embedded, client, view: within(dialog) }
}

describe('ApproveTransaction', () => {
  it('says the wallet asks for approval in its secure window, and reserves that window’s place', async () => {
    const { embedded, view } = await onApprove()
    expect((await view.findByRole('heading', { level: 3 })).textContent).toBe('Approve in your wallet’s secure window')
    const slot = await view.findByRole('region', { name: 'Your wallet’s secure window' })
    await waitFor(() => expect(embedded.argsOf('attachFrame')).toEqual([[slot]]))
    // Strict CSP: sized by the stylesheet, never by a style attribute.
    expect(slot.className).toBe('foyer-approve__slot')
    expect(document.querySelector('.foyer-root [style]')).toBeNull()
  })

  it.each([
    ['create-recovery', 'Protect your wallet'],
    ['enter-recovery', 'Unlock your wallet'],
  ] as const)('says what the frame asks for when it shows itself to %s', async (purpose, heading) => {
    const { view } = await onApprove(purpose)
    expect((await view.findByRole('heading', { level: 3 })).textContent).toBe(heading)
  })

  it('lets the frame go when core hides it', async () => {
    const { embedded, client, view } = await onApprove()
    const slot = await view.findByRole('region', { name: 'Your wallet’s secure window' })
    await waitFor(() => expect(embedded.argsOf('attachFrame')).toHaveLength(1))
    act(() => client.stores.embedded.setState({ visible: undefined }))
    await waitFor(() => expect(embedded.detached).toEqual([slot]))
    expect(view.queryByRole('region', { name: 'Your wallet’s secure window' })).toBeNull()
  })

  it('lets the frame go when the view is left', async () => {
    const { embedded, client, view } = await onApprove()
    const slot = await view.findByRole('region', { name: 'Your wallet’s secure window' })
    await waitFor(() => expect(embedded.argsOf('attachFrame')).toHaveLength(1))
    act(() => client.replace('Connect'))
    await waitFor(() => expect(embedded.detached).toEqual([slot]))
  })
})
