// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type LocalApi, startLocalApi } from '../../test/localApi.ts'
import { createMemoryWallet } from '../../test/memoryWallet.ts'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'

afterEach(cleanup)

const transfer = (direction: 'in' | 'out', numeric: string, spam = false) => ({
  fungible_info: { name: 'Foyer USD', symbol: 'fUSD' },
  direction,
  quantity: { numeric },
  ...(spam ? { nft_info: { flags: { is_spam: true } } } : {}),
})
const transaction = (id: string, minedAt: string, transfers: unknown[]) => ({
  id,
  metadata: { minedAt, chain: 'eip155:1' },
  transfers,
})

let server: LocalApi
beforeAll(async () => {
  server = await startLocalApi({
    '/projects/v1/origins': () => ({ json: { allowedOrigins: [] } }),
    '/getAnalyticsConfig': () => ({ json: { isAnalyticsEnabled: false } }),
    '/v1/identity/': () => ({ json: { name: null, avatar: null } }),
    '/v1/account/': (request) =>
      request.path.endsWith('/history')
        ? {
            json: {
              data: [
                transaction('a', '2026-11-03T10:00:00.000Z', [transfer('out', '25')]),
                transaction('b', '2026-10-30T09:00:00.000Z', [transfer('in', '1.23456')]),
                transaction('spam', '2026-11-04T10:00:00.000Z', [transfer('in', '1000', true)]),
              ],
            },
          }
        : { json: { balances: [] } },
  })
})
afterAll(() => server.stop())

describe('Activity', () => {
  it('lists the transactions under month headings, newest first, without spam', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const wallet = createMemoryWallet()
    const client = createTestClient({ adapters: [wallet.adapter], apiUrl: server.url, projectId: 'activity' })
    renderWithFoyer(null, client)
    await act(() => client.connect(wallet.connector.id))
    act(() => client.open())
    fireEvent.click(await screen.findByRole('tab', { name: 'Activity' }))

    const november = await screen.findByRole('list', { name: 'Transactions in November 2026' })
    const october = screen.getByRole('list', { name: 'Transactions in October 2026' })
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    expect(headings).toEqual(['November 2026', 'October 2026'])
    expect(within(november).getAllByRole('listitem')).toHaveLength(1)
    expect(within(november).getByRole('listitem').textContent).toContain('Sent')
    expect(within(november).getByRole('listitem').textContent).toContain('−25.000 fUSD')
    expect(within(october).getByRole('listitem').textContent).toContain('+1.234 fUSD')
    expect(screen.queryByText(/1000\.000/)).toBeNull()
    client.destroy()
    vi.restoreAllMocks()
  })
})
