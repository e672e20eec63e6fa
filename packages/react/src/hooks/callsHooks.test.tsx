// @vitest-environment jsdom
import type { CallsStatus, ChainAdapter, SendCallsRequest } from '@foyer/core'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerProvider } from '../FoyerProvider.tsx'
import { createTestClient } from '../test/renderWithFoyer.tsx'
import { createScriptedWallet, WALLET_ADDRESS } from '../test/scriptedWallet.ts'
import { useCallsStatus } from './useCallsStatus.ts'
import { useCapabilities } from './useCapabilities.ts'
import { useSendCalls } from './useSendCalls.ts'

afterEach(cleanup)

const metaMask = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' } as const
const RECEIVER = '0x3333333333333333333333333333333333333333'

/** A wallet with EIP-5792: a batch is pending for `pendingAnswers` status questions, then confirmed. */
function setup(options: { pendingAnswers?: number; eip5792?: boolean } = {}) {
  const wallet = createScriptedWallet([metaMask])
  const sent: SendCallsRequest[] = []
  let asked = 0
  const adapter: ChainAdapter = {
    ...wallet.adapter,
    ...(options.eip5792 === false
      ? {}
      : {
          walletCalls: async () => ({
            async sendCalls(request: SendCallsRequest) {
              sent.push(request)
              return { id: '0xba7c' }
            },
            async getCallsStatus(): Promise<CallsStatus> {
              asked++
              if (asked <= (options.pendingAnswers ?? 2)) return { status: 'pending', statusCode: 100, receipts: [] }
              return {
                status: 'success',
                statusCode: 200,
                receipts: [{ transactionHash: '0xfeed', status: 'success' }],
              }
            },
            async getCapabilities() {
              return { '0x1': { atomic: { status: 'supported' } } }
            },
            getAssets: async () => [],
          }),
        }),
  }
  const client = createTestClient({ adapters: [adapter] })
  const wrapper = ({ children }: { children: ReactNode }) => <FoyerProvider client={client}>{children}</FoyerProvider>
  return { client, wrapper, sent, asked: () => asked }
}

describe('EIP-5792 hooks', () => {
  it('useSendCalls sends the batch from the connected account and gives its id', async () => {
    const { client, wrapper, sent } = setup()
    await client.connect('io.metamask')
    const { result } = renderHook(() => useSendCalls(), { wrapper })
    await act(() => result.current.sendCalls({ calls: [{ to: RECEIVER, value: 1n }] }))
    expect(result.current).toMatchObject({ status: 'success', data: { id: '0xba7c' } })
    expect(sent[0]).toMatchObject({ from: WALLET_ADDRESS, calls: [{ to: RECEIVER, value: 1n }] })
  })

  it('useSendCalls says the wallet does not support wallet_sendCalls when its chain has no EIP-5792', async () => {
    const { client, wrapper } = setup({ eip5792: false })
    await client.connect('io.metamask')
    const { result } = renderHook(() => useSendCalls(), { wrapper })
    await act(() => result.current.sendCalls({ calls: [{ to: RECEIVER }] }).catch(() => undefined))
    expect(result.current.error?.message).toBe('The wallet does not support wallet_sendCalls')
  })

  it('useCallsStatus asks until the batch is confirmed, then stops with its receipts', async () => {
    const { client, wrapper, asked } = setup({ pendingAnswers: 2 })
    await client.connect('io.metamask')
    const { result } = renderHook(() => useCallsStatus('0xba7c', { pollMs: 5 }), { wrapper })
    expect(result.current.status).toBe('pending')
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.data?.receipts).toEqual([{ transactionHash: '0xfeed', status: 'success' }])
    expect(asked()).toBe(3)
  })

  it('the client asks a pending batch every time, and a confirmed one no more (call-status cache 86400 s)', async () => {
    const { client, asked } = setup({ pendingAnswers: 1 })
    await client.connect('io.metamask')
    const statuses = []
    for (let round = 0; round < 4; round++) statuses.push((await client.getCallsStatus('0xba7c')).status)
    expect(statuses).toEqual(['pending', 'success', 'success', 'success'])
    expect(asked()).toBe(2)
  })

  it('useCallsStatus is idle without a batch id', () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useCallsStatus(undefined), { wrapper })
    expect(result.current).toEqual({ data: undefined, error: undefined, status: 'idle' })
  })

  it('useCapabilities reads the connected account’s capabilities', async () => {
    const { client, wrapper } = setup()
    await client.connect('io.metamask')
    const { result } = renderHook(() => useCapabilities(), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.data).toEqual({ '0x1': { atomic: { status: 'supported' } } })
  })

  it('useCapabilities gives the capabilities kept for the connection at once (SPEC §7)', async () => {
    const { client, wrapper } = setup()
    await client.connect('io.metamask')
    const kept = () => client.stores.accounts.getState().eip155?.capabilities
    await waitFor(() => expect(kept()).toBeDefined())
    const { result } = renderHook(() => useCapabilities(), { wrapper })
    expect(result.current).toEqual({ data: kept(), error: undefined, status: 'success' })
  })
})
