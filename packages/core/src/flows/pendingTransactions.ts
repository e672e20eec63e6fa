import type { FoyerStorage } from '../storage/storedItems.ts'

/** SPEC §9: pending transactions limit 99; watch polling every 30000 ms, disabled by default. */
export const PENDING_TRANSACTIONS_LIMIT = 99
export const PENDING_TRANSACTIONS_POLL_MS = 30_000

const count = (storage: FoyerStorage) => storage.pendingTransactionsCounter.get() ?? 0

/** A sent transaction is waiting for the network (SPEC §3 pending-transaction counter). */
export function addPendingTransaction(storage: FoyerStorage): void {
  storage.pendingTransactionsCounter.set(Math.min(count(storage) + 1, PENDING_TRANSACTIONS_LIMIT))
}

/** A sent transaction landed. */
export function removePendingTransaction(storage: FoyerStorage): void {
  storage.pendingTransactionsCounter.set(Math.max(count(storage) - 1, 0))
}

/**
 * While transactions are pending, refreshes balances and activity every 30000 ms; watching stops for good
 * once the counter reaches its limit of 99 (SPEC §4). Returns the stop function.
 */
export function watchPendingTransactions(
  storage: FoyerStorage,
  refresh: () => Promise<void>,
  intervalMs: number = PENDING_TRANSACTIONS_POLL_MS,
): () => void {
  const timer = setInterval(() => {
    const pending = count(storage)
    if (pending >= PENDING_TRANSACTIONS_LIMIT) return clearInterval(timer)
    if (pending > 0) refresh().catch((error: unknown) => console.warn('[foyer] pending refresh failed', error))
  }, intervalMs)
  return () => clearInterval(timer)
}
