import { describe, expect, it } from 'vitest'
import type { ActivityTransaction, ActivityTransfer } from '../controllers/activityController.ts'
import { appendTransactions, groupTransactionsByMonth, visibleTransactions } from './activityRules.ts'

const transfer = (spam: boolean): ActivityTransfer => ({
  fungible_info: { symbol: 'fUSD' },
  direction: 'out',
  quantity: { numeric: '1' },
  ...(spam ? { nft_info: { flags: { is_spam: true } } } : {}),
})
const tx = (id: string, minedAt: string, transfers: ActivityTransfer[] = [transfer(false)], chain = 'eip155:1') =>
  ({ id, metadata: { minedAt, chain }, transfers }) satisfies ActivityTransaction

describe('visibleTransactions', () => {
  it('drops transactions whose transfers are all spam but keeps mixed ones and ones without transfers', () => {
    const list = [
      tx('all-spam', '2026-01-03T00:00:00Z', [transfer(true), transfer(true)]),
      tx('mixed', '2026-01-02T00:00:00Z', [transfer(true), transfer(false)]),
      tx('no-transfers', '2026-01-01T00:00:00Z', []),
    ]
    expect(visibleTransactions(list, 'eip155:1').map((t) => t.id)).toEqual(['mixed', 'no-transfers'])
  })

  it('keeps only the connected chain, newest first', () => {
    const list = [
      tx('old', '2025-05-01T00:00:00Z'),
      tx('other-chain', '2026-01-01T00:00:00Z', undefined, 'eip155:10'),
      tx('new', '2026-02-01T00:00:00Z'),
    ]
    expect(visibleTransactions(list, 'eip155:1').map((t) => t.id)).toEqual(['new', 'old'])
  })
})

describe('groupTransactionsByMonth', () => {
  it('groups by year and month, newest month and transaction first', () => {
    const groups = groupTransactionsByMonth([
      tx('a', '2025-12-31T23:00:00Z'),
      tx('b', '2026-11-02T00:00:00Z'),
      tx('c', '2026-11-20T00:00:00Z'),
      tx('d', '2026-01-15T00:00:00Z'),
    ])
    expect(groups.map((group) => [group.key, group.year, group.month, group.transactions.map((t) => t.id)])).toEqual([
      ['2026-11', 2026, 11, ['c', 'b']],
      ['2026-01', 2026, 1, ['d']],
      ['2025-12', 2025, 12, ['a']],
    ])
  })

  it('returns no groups for no transactions', () => {
    expect(groupTransactionsByMonth([])).toEqual([])
  })
})

describe('appendTransactions', () => {
  it('adds the next page without repeating a transaction already listed', () => {
    const first = [tx('a', '2026-01-02T00:00:00Z'), tx('b', '2026-01-01T00:00:00Z')]
    const next = [tx('b', '2026-01-01T00:00:00Z'), tx('c', '2025-12-01T00:00:00Z')]
    expect(appendTransactions(first, next).map((t) => t.id)).toEqual(['a', 'b', 'c'])
  })
})
