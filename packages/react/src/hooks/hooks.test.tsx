// @vitest-environment jsdom
import type { FoyerEventMap } from '@foyer/core'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerProvider } from '../FoyerProvider.tsx'
import { createTestClient } from '../test/renderWithFoyer.tsx'
import { createScriptedWallet, WALLET_ADDRESS } from '../test/scriptedWallet.ts'
import { useDisconnect } from './useDisconnect.ts'
import { useFoyer } from './useFoyer.ts'
import { useFoyerAccount } from './useFoyerAccount.ts'
import { useFoyerBalance } from './useFoyerBalance.ts'
import { useFoyerEvents } from './useFoyerEvents.ts'
import { useFoyerNetwork } from './useFoyerNetwork.ts'
import { useFoyerProvider } from './useFoyerProvider.ts'

afterEach(cleanup)

const metaMask = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' } as const

function setup() {
  const wallet = createScriptedWallet([metaMask])
  const client = createTestClient({ adapters: [wallet.adapter] })
  const wrapper = ({ children }: { children: ReactNode }) => <FoyerProvider client={client}>{children}</FoyerProvider>
  return { client, wallet, wrapper }
}

describe('hooks', () => {
  it('useFoyer opens at a view and closes', () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useFoyer(), { wrapper })
    expect(result.current.isOpen).toBe(false)
    act(() => result.current.open('Networks'))
    expect(result.current).toMatchObject({ isOpen: true, view: 'Networks' })
    act(() => result.current.close())
    expect(result.current.isOpen).toBe(false)
  })

  it('useFoyerAccount, useFoyerBalance and useFoyerProvider follow the connection', async () => {
    const { client, wrapper } = setup()
    const { result } = renderHook(
      () => ({ account: useFoyerAccount(), balance: useFoyerBalance(), provider: useFoyerProvider() }),
      { wrapper },
    )
    expect(result.current.account).toMatchObject({ status: 'disconnected', isConnected: false, address: undefined })
    expect(result.current.provider).toBeUndefined()

    await act(() => client.connect('io.metamask'))
    expect(result.current.account).toMatchObject({
      status: 'connected',
      isConnected: true,
      address: WALLET_ADDRESS,
      caipAddress: `eip155:1:${WALLET_ADDRESS}`,
      connectorId: 'io.metamask',
    })
    await waitFor(() => expect(result.current.balance.formatted).toBe('1.234 ETH'))
    expect(result.current.balance).toMatchObject({ balance: '1.234567', symbol: 'ETH', loading: false })
    expect(result.current.provider).toEqual({ isScriptedWallet: true })
  })

  it('useFoyerNetwork gives the active network and switches', async () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useFoyerNetwork(), { wrapper })
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:1', chainId: 1, isUnsupported: false })
    expect(result.current.network?.name).toBe('Ethereum')
    expect(result.current.networks).toHaveLength(2)
    await act(() => result.current.switchNetwork('eip155:8453'))
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:8453', chainId: 8453 })
  })

  it('useFoyerEvents hears client events and useDisconnect ends the session', async () => {
    const { client, wrapper } = setup()
    const heard: FoyerEventMap['CONNECT_SUCCESS'][] = []
    const { result } = renderHook(
      () => {
        useFoyerEvents('CONNECT_SUCCESS', (payload) => heard.push(payload))
        return useDisconnect()
      },
      { wrapper },
    )
    await act(() => client.connect('io.metamask'))
    expect(heard).toEqual([{ connectorId: 'io.metamask', address: WALLET_ADDRESS, caipNetworkId: 'eip155:1' }])
    await act(() => result.current.disconnect())
    expect(client.stores.accounts.getState().eip155?.status).toBe('disconnected')
  })

  it('fails loudly outside a FoyerProvider', () => {
    expect(() => renderHook(() => useFoyer())).toThrow('inside <FoyerProvider>')
  })
})
