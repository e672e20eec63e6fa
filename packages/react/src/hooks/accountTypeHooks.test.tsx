// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { embeddedClient, SECURE_SITE } from '../../../core/src/embedded/embeddedClient.testing.ts'
import { createFrameDouble } from '../../../core/src/embedded/frameDouble.testing.ts'
import { FoyerProvider } from '../FoyerProvider.tsx'
import { useAccountType } from './useAccountType.ts'
import { useSetPreferredAccountType } from './useSetPreferredAccountType.ts'

// The hooks over core's real embedded flows; only the secure frame at the far end of the port is a double.
const clients: Array<{ destroy(): void }> = []
afterEach(() => {
  cleanup()
  for (const client of clients.splice(0)) client.destroy()
})

async function signedIn(smartAccountNetworks: number[]) {
  const double = createFrameDouble({ origin: SECURE_SITE, smartAccountNetworks })
  const { client } = embeddedClient({ double, accountTypesOn: ['eip155'] })
  clients.push(client)
  await client.embedded?.connectEmail('ada@example.com')
  await client.embedded?.verifyOtp(double.codeFor('ada@example.com') ?? '')
  await waitFor(() => expect(client.stores.accounts.getState().eip155?.status).toBe('connected'))
  const wrapper = ({ children }: { children: ReactNode }) => <FoyerProvider client={client}>{children}</FoyerProvider>
  return renderHook(() => ({ read: useAccountType(), action: useSetPreferredAccountType() }), { wrapper })
}

describe('account type hooks', () => {
  it('useAccountType reads the smart account in use on an enabled network', async () => {
    const { result } = await signedIn([1])
    expect(result.current.read).toMatchObject({
      accountType: 'smartAccount',
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
      smartAccountNetwork: true,
    })
  })

  it('useSetPreferredAccountType switches to the eoa and reports success', async () => {
    const { result } = await signedIn([1])
    await act(() => result.current.action.setPreferredAccountType('eoa'))
    expect(result.current.action.status).toBe('success')
    expect(result.current.read).toMatchObject({ accountType: 'eoa', preferredAccountType: 'eoa' })
  })

  it('useSetPreferredAccountType reports the refusal on a network without smart accounts', async () => {
    const { result } = await signedIn([8453])
    await act(() => result.current.action.setPreferredAccountType('smartAccount').catch(() => undefined))
    expect(result.current.action.error?.message).toBe('Smart accounts are not available on this network')
    expect(result.current.read.accountType).toBe('eoa')
  })
})
