// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerProvider } from '../FoyerProvider.tsx'
import { createMemoryWallet } from '../test/memoryWallet.ts'
import { mainnet, solanaDevnet } from '../test/networks.ts'
import { createTestClient } from '../test/renderWithFoyer.tsx'
import { useDisconnect } from './useDisconnect.ts'
import { useFoyerAccount } from './useFoyerAccount.ts'
import { useFoyerNetwork } from './useFoyerNetwork.ts'
import { useFoyerProvider } from './useFoyerProvider.ts'
import { useSignMessage } from './useSignMessage.ts'
import { useWalletInfo } from './useWalletInfo.ts'

afterEach(cleanup)

const SOLANA_ADDRESS = '7Np41oeYqPefeNQEHSv1UDhYrehxin3NStELsSKCT4K2'

function twoChains() {
  const evm = createMemoryWallet({ connector: { id: 'io.metamask', name: 'MetaMask', imageUrl: '/metamask.svg' } })
  const solana = createMemoryWallet({
    namespace: 'solana',
    address: SOLANA_ADDRESS,
    chainId: solanaDevnet.id,
    connector: { id: 'phantom', name: 'Phantom' },
  })
  const client = createTestClient({ networks: [mainnet, solanaDevnet], adapters: [evm.adapter, solana.adapter] })
  const wrapper = ({ children }: { children: ReactNode }) => <FoyerProvider client={client}>{children}</FoyerProvider>
  return { client, evm, solana, wrapper }
}

describe('hooks with a namespace', () => {
  it('read the namespace asked for, and by default the one shown', async () => {
    const { client, evm, wrapper } = twoChains()
    const { result } = renderHook(
      () => ({
        shown: useFoyerAccount(),
        evm: useFoyerAccount({ namespace: 'eip155' }),
        solana: useFoyerAccount({ namespace: 'solana' }),
        solanaNetwork: useFoyerNetwork({ namespace: 'solana' }),
        evmProvider: useFoyerProvider('eip155'),
        evmWallet: useWalletInfo({ namespace: 'eip155' }),
        solanaWallet: useWalletInfo({ namespace: 'solana' }),
      }),
      { wrapper },
    )
    await act(() => client.connect('io.metamask'))
    await act(() => client.connect('phantom'))
    expect(result.current.shown).toMatchObject({ namespace: 'solana', address: SOLANA_ADDRESS })
    expect(result.current.evm).toMatchObject({ namespace: 'eip155', address: evm.address, isConnected: true })
    expect(result.current.solanaNetwork.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(result.current.evmProvider).toEqual({ isMemoryWallet: true })
    expect(result.current.evmWallet.walletInfo).toEqual({ name: 'MetaMask', icon: '/metamask.svg' })
    expect(result.current.solanaWallet.walletInfo).toEqual({ name: 'Phantom' })
  })

  it('useDisconnect({ namespace }) ends only that wallet, and tracks its status', async () => {
    const { client, wrapper } = twoChains()
    const { result } = renderHook(() => useDisconnect({ namespace: 'solana' }), { wrapper })
    await act(() => client.connect('io.metamask'))
    await act(() => client.connect('phantom'))
    expect(result.current.status).toBe('idle')
    await act(() => result.current.disconnect())
    expect(result.current).toMatchObject({ status: 'success', isSuccess: true })
    expect(client.stores.accounts.getState().solana?.status).toBe('disconnected')
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
  })

  it('useSignMessage returns the signature as data, and a rejection as error', async () => {
    const { client, evm, wrapper } = twoChains()
    const { result } = renderHook(() => useSignMessage({ namespace: 'eip155' }), { wrapper })
    await act(() => client.connect('io.metamask'))
    await act(() => result.current.signMessage('hello'))
    expect(result.current).toMatchObject({ status: 'success', data: expect.stringMatching(/^0x/) })
    evm.state.nextAnswer = 'reject'
    await act(() => result.current.signMessage('again').catch(() => {}))
    expect(result.current).toMatchObject({ status: 'error', isError: true, data: undefined })
    expect(result.current.error?.message).toBe('User rejected the request')
    act(() => result.current.reset())
    expect(result.current.status).toBe('idle')
  })
})
