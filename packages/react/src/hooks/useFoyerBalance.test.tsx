// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FoyerProvider } from '../FoyerProvider.tsx'
import { type LocalApi, startLocalApi } from '../test/localApi.ts'
import { createTestClient } from '../test/renderWithFoyer.tsx'
import { createScriptedWallet, WALLET_ADDRESS } from '../test/scriptedWallet.ts'
import { useFoyerBalance } from './useFoyerBalance.ts'

let server: LocalApi
let failBalances = false
beforeAll(async () => {
  server = await startLocalApi({
    '/projects/v1/origins': () => ({ json: { allowedOrigins: [] } }),
    '/getAnalyticsConfig': () => ({ json: { isAnalyticsEnabled: false } }),
    '/v1/account/': () =>
      failBalances
        ? { status: 503 }
        : {
            json: {
              balances: [
                {
                  name: 'Foyer USD',
                  symbol: 'FUSD',
                  chainId: 'eip155:1',
                  address: 'eip155:1:0xtoken',
                  value: 25,
                  price: 1,
                  quantity: { decimals: '6', numeric: '25' },
                  iconUrl: '',
                },
              ],
            },
          },
  })
})
afterAll(() => server.stop())

function setup(projectId: string) {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const wallet = createScriptedWallet([{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }])
  const client = createTestClient({ adapters: [wallet.adapter], apiUrl: server.url, projectId })
  const wrapper = ({ children }: { children: ReactNode }) => <FoyerProvider client={client}>{children}</FoyerProvider>
  return { client, ...renderHook(() => useFoyerBalance(), { wrapper }) }
}

describe('useFoyerBalance tokens', () => {
  it('gains the connected account’s token balances while the native balance keeps coming from the wallet', async () => {
    const { client, result } = setup('tokens-ok')
    expect(result.current.tokens).toEqual([])
    await act(() => client.connect('io.metamask'))
    await waitFor(() => expect(result.current.tokens.map((token) => token.symbol)).toEqual(['FUSD']))
    expect(result.current.formatted).toBe('1.234 ETH')
    expect(server.to(`/v1/account/${WALLET_ADDRESS}/balance`)).not.toHaveLength(0)
    client.destroy()
  })

  it("says 'Token Balance Unavailable' when the API cannot answer", async () => {
    failBalances = true
    const { client, result } = setup('tokens-down')
    await act(() => client.connect('io.metamask'))
    await waitFor(() => expect(result.current.tokensError).toBe('Token Balance Unavailable'))
    expect(result.current.tokens).toEqual([])
    client.destroy()
    vi.restoreAllMocks()
  })
})
