// @vitest-environment jsdom
import type { FoyerClient, FoyerOptions } from '@foyer/core'
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerProvider } from '../FoyerProvider.tsx'
import { createMemoryWallet } from '../test/memoryWallet.ts'
import { createTestClient } from '../test/renderWithFoyer.tsx'
import { createMemorySiwx } from '../views/SIWXSignMessage/memorySiwx.testing.ts'
import { useFoyerSIWX } from './useFoyerSIWX.ts'

const clients: FoyerClient[] = []
afterEach(() => {
  cleanup()
  for (const client of clients.splice(0)) client.destroy()
})

function setup(options: Partial<FoyerOptions> = {}) {
  const wallet = createMemoryWallet()
  const siwx = createMemorySiwx()
  const client = createTestClient({
    adapters: [wallet.adapter],
    siwx: { storage: siwx.storage, messenger: siwx.messenger },
    ...options,
  })
  clients.push(client)
  const wrapper = ({ children }: { children: ReactNode }) => <FoyerProvider client={client}>{children}</FoyerProvider>
  const hook = renderHook(() => useFoyerSIWX(), { wrapper })
  return { client, wallet, siwx, hook }
}

/** The visitor presses Sign in the modal the hook (or core) opened. */
async function pressSign() {
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' })
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Sign' }))
}

describe('useFoyerSIWX', () => {
  it('returns the session once the visitor signed, and signOut ends it', async () => {
    const { client, wallet, siwx, hook } = setup()
    expect(hook.result.current).toMatchObject({ enabled: true, required: false, status: 'idle', session: undefined })

    await act(() => client.connect('memory.wallet'))
    await pressSign()
    await waitFor(() => expect(hook.result.current.status).toBe('signed'))
    expect(hook.result.current.session?.data.accountAddress).toBe(wallet.address)
    expect(hook.result.current.session?.id).toBe('session-1')

    await act(() => hook.result.current.signOut())
    expect(hook.result.current.session).toBeUndefined()
    expect(siwx.sessions).toHaveLength(0)
    // Sign-in was optional: the wallet stays connected.
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
  })

  it('signIn opens the modal at SIWXSignMessage for a connected account without a session', async () => {
    const { client, hook } = setup()
    await act(() => client.connect('memory.wallet'))
    await screen.findByRole('dialog', { name: 'Sign In' })
    act(() => client.close())

    await act(() => hook.result.current.signIn())
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('SIWXSignMessage')
    await pressSign()
    await waitFor(() => expect(hook.result.current.session).toBeDefined())

    // With a session already there is nothing to ask.
    await act(() => hook.result.current.signIn())
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('signIn opens Connect when no wallet is connected, as sign-in follows the connection', async () => {
    const { client, hook } = setup()
    await act(() => hook.result.current.signIn())
    expect(client.stores.router.getState().view).toBe('Connect')
  })

  it('signIn rejects with "SIWX is not enabled" when the dapp did not configure siwx (SPEC §5)', async () => {
    const { hook } = setup({ siwx: undefined })
    expect(hook.result.current.enabled).toBe(false)
    await expect(hook.result.current.signIn()).rejects.toThrow('SIWX is not enabled')
  })

  it('reports a required sign-in', () => {
    const siwx = createMemorySiwx()
    const { hook } = setup({ siwx: { storage: siwx.storage, messenger: siwx.messenger, required: true } })
    expect(hook.result.current.required).toBe(true)
  })
})
