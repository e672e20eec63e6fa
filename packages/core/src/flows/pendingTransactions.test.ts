import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainAdapter, TransactionOutcome } from '../adapter/ChainAdapter.ts'
import { testMainnet } from '../client/testNetworks.testing.ts'
import { resolveOptions } from '../options/resolveOptions.ts'
import { createMemoryStorage, createStorage, type PendingTransaction } from '../storage/storedItems.ts'
import {
  addPendingTransaction,
  PENDING_TRANSACTION_MAX_AGE_MS,
  PENDING_TRANSACTIONS_LIMIT,
  PENDING_TRANSACTIONS_POLL_MS,
  pendingTransactionsCount,
  removePendingTransaction,
  watchPendingTransactions,
} from './pendingTransactions.ts'

beforeEach(() => vi.useFakeTimers({ now: 1_000_000_000 }))
afterEach(() => vi.useRealTimers())

const sent = (hash: string, submittedAt = Date.now()): PendingTransaction => ({
  hash,
  caipNetworkId: testMainnet.caipNetworkId,
  submittedAt,
})

/** A network that answers each look with what `outcomes` holds for the hash (undefined: not mined yet). */
function watched(outcomes: Record<string, TransactionOutcome | undefined> = {}) {
  const storage = createStorage(createMemoryStorage())
  const looks: string[] = []
  const adapter = {
    namespace: 'eip155',
    waitForTransaction: async ({ hash, timeoutMs }: { hash: string; timeoutMs: number }) => {
      looks.push(`${hash}@${timeoutMs}`)
      const outcome = outcomes[hash]
      if (!outcome) throw new Error('not mined yet')
      return outcome
    },
  } as unknown as ChainAdapter
  const context = {
    storage,
    options: resolveOptions({ networks: [testMainnet], adapters: [adapter] }),
    adapters: new Map([['eip155' as const, adapter]]),
  }
  return { context, storage, looks, outcomes }
}

describe('the pending-transaction counter', () => {
  it('counts sent transactions up and landed ones down, each once', () => {
    const { context } = watched()
    addPendingTransaction(context, sent('0xa'))
    addPendingTransaction(context, sent('0xb'))
    addPendingTransaction(context, sent('0xb'))
    expect(pendingTransactionsCount(context)).toBe(2)
    removePendingTransaction(context, '0xa')
    removePendingTransaction(context, '0xa')
    expect(pendingTransactionsCount(context)).toBe(1)
  })

  it('uses the SPEC §9 limit and polling interval', () => {
    expect([PENDING_TRANSACTIONS_LIMIT, PENDING_TRANSACTIONS_POLL_MS]).toEqual([99, 30_000])
  })
})

describe('watchPendingTransactions', () => {
  it('looks at the network at once and every 30000 ms until the transaction lands, then refreshes', async () => {
    const { context, looks, outcomes } = watched()
    addPendingTransaction(context, sent('0xa'))
    const onLanded = vi.fn(async () => {})
    const stop = watchPendingTransactions(context, { onLanded })
    await vi.advanceTimersByTimeAsync(0)
    expect(looks).toEqual(['0xa@0'])
    await vi.advanceTimersByTimeAsync(PENDING_TRANSACTIONS_POLL_MS - 1)
    expect(looks).toHaveLength(1)
    outcomes['0xa'] = 'success'
    await vi.advanceTimersByTimeAsync(1)
    expect(looks).toHaveLength(2)
    expect(pendingTransactionsCount(context)).toBe(0)
    expect(onLanded).toHaveBeenCalledTimes(1)
    stop()
  })

  it('counts a reverted transaction down too', async () => {
    const { context } = watched({ '0xa': 'reverted' })
    addPendingTransaction(context, sent('0xa'))
    watchPendingTransactions(context, { onLanded: async () => {} })
    await vi.advanceTimersByTimeAsync(0)
    expect(pendingTransactionsCount(context)).toBe(0)
  })

  it('refreshes while pending only when the dapp turned polling on', async () => {
    const { context } = watched()
    addPendingTransaction(context, sent('0xa'))
    const onPending = vi.fn(async () => {})
    const stop = watchPendingTransactions(context, { onLanded: async () => {}, onPending })
    await vi.advanceTimersByTimeAsync(PENDING_TRANSACTIONS_POLL_MS)
    expect(onPending).toHaveBeenCalledTimes(2)
    stop()
  })

  it('gives up on a transaction the network never confirmed within 3 hours', async () => {
    const { context } = watched()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    addPendingTransaction(context, sent('0xa', Date.now() - PENDING_TRANSACTION_MAX_AGE_MS - 1))
    addPendingTransaction(context, sent('0xb'))
    watchPendingTransactions(context, { onLanded: async () => {} })
    await vi.advanceTimersByTimeAsync(0)
    expect(context.storage.pendingTransactions.get()?.map((transaction) => transaction.hash)).toEqual(['0xb'])
  })

  it('drops the bare counter of earlier versions, which nothing could bring down', () => {
    const { context, storage } = watched()
    storage.legacyPendingTransactionsCounter.set(4)
    watchPendingTransactions(context, { onLanded: async () => {} })
    expect(storage.legacyPendingTransactionsCounter.get()).toBeUndefined()
  })

  it('stops watching for good once the counter reaches 99 (SPEC §4)', async () => {
    const { context, looks } = watched()
    for (let i = 0; i < PENDING_TRANSACTIONS_LIMIT + 1; i++) addPendingTransaction(context, sent(`0x${i}`))
    expect(pendingTransactionsCount(context)).toBe(PENDING_TRANSACTIONS_LIMIT)
    watchPendingTransactions(context, { onLanded: async () => {} })
    await vi.advanceTimersByTimeAsync(PENDING_TRANSACTIONS_POLL_MS * 3)
    expect(looks).toEqual([])
  })
})
