import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage, createStorage } from '../storage/storedItems.ts'
import {
  addPendingTransaction,
  PENDING_TRANSACTIONS_LIMIT,
  PENDING_TRANSACTIONS_POLL_MS,
  removePendingTransaction,
  watchPendingTransactions,
} from './pendingTransactions.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('pending transactions', () => {
  it('counts sent transactions up and landed ones down in storage, never below 0', () => {
    const storage = createStorage(createMemoryStorage())
    addPendingTransaction(storage)
    addPendingTransaction(storage)
    expect(storage.pendingTransactionsCounter.get()).toBe(2)
    removePendingTransaction(storage)
    removePendingTransaction(storage)
    removePendingTransaction(storage)
    expect(storage.pendingTransactionsCounter.get()).toBe(0)
  })

  it('uses the SPEC §9 limit and polling interval', () => {
    expect([PENDING_TRANSACTIONS_LIMIT, PENDING_TRANSACTIONS_POLL_MS]).toEqual([99, 30_000])
  })

  it('refreshes every 30000 ms only while transactions are pending', () => {
    const storage = createStorage(createMemoryStorage())
    const refresh = vi.fn(async () => {})
    const stop = watchPendingTransactions(storage, refresh)
    vi.advanceTimersByTime(PENDING_TRANSACTIONS_POLL_MS)
    expect(refresh).toHaveBeenCalledTimes(0)
    addPendingTransaction(storage)
    vi.advanceTimersByTime(PENDING_TRANSACTIONS_POLL_MS - 1)
    expect(refresh).toHaveBeenCalledTimes(0)
    vi.advanceTimersByTime(1)
    expect(refresh).toHaveBeenCalledTimes(1)
    stop()
    vi.advanceTimersByTime(PENDING_TRANSACTIONS_POLL_MS * 3)
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('stops watching for good once the counter reaches 99', () => {
    const storage = createStorage(createMemoryStorage())
    storage.pendingTransactionsCounter.set(98)
    const refresh = vi.fn(async () => {})
    watchPendingTransactions(storage, refresh)
    vi.advanceTimersByTime(PENDING_TRANSACTIONS_POLL_MS)
    expect(refresh).toHaveBeenCalledTimes(1)
    addPendingTransaction(storage)
    addPendingTransaction(storage)
    expect(storage.pendingTransactionsCounter.get()).toBe(99)
    vi.advanceTimersByTime(PENDING_TRANSACTIONS_POLL_MS)
    storage.pendingTransactionsCounter.set(1)
    vi.advanceTimersByTime(PENDING_TRANSACTIONS_POLL_MS * 2)
    expect(refresh).toHaveBeenCalledTimes(1)
  })
})
