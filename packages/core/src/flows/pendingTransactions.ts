import type { ChainAdapter, TransactionOutcome } from '../adapter/ChainAdapter.ts'
import type { PendingTransaction } from '../storage/storedItems.ts'
import type { FlowContext } from './context.ts'

/** SPEC §9: pending transactions limit 99; watch polling every 30000 ms. */
export const PENDING_TRANSACTIONS_LIMIT = 99
export const PENDING_TRANSACTIONS_POLL_MS = 30_000
/**
 * A transaction still unknown to the network this long after it was sent has been dropped or replaced (geth keeps
 * a transaction in its pool for 3 hours by default): it is no longer counted as pending.
 */
export const PENDING_TRANSACTION_MAX_AGE_MS = 3 * 60 * 60_000

type Pending = Pick<FlowContext, 'storage'>
type Watched = Pick<FlowContext, 'storage' | 'options' | 'adapters'>

const pendingOf = (context: Pending) => context.storage.pendingTransactions.get() ?? []

/** SPEC §3 pending-transaction counter: how many sent transactions the network has not confirmed yet. */
export const pendingTransactionsCount = (context: Pending): number => pendingOf(context).length

/** A sent transaction is waiting for the network. Past the limit of 99 the oldest is no longer counted. */
export function addPendingTransaction(context: Pending, transaction: PendingTransaction): void {
  const others = pendingOf(context).filter((kept) => kept.hash !== transaction.hash)
  context.storage.pendingTransactions.set([...others, transaction].slice(-PENDING_TRANSACTIONS_LIMIT))
}

/** A sent transaction landed (or failed, or was given up on). */
export function removePendingTransaction(context: Pending, hash: string): void {
  const kept = pendingOf(context)
  const rest = kept.filter((transaction) => transaction.hash !== hash)
  if (rest.length !== kept.length) context.storage.pendingTransactions.set(rest)
}

/** One look at the network: the outcome once mined, undefined while still pending. */
async function lookOnce(
  context: Watched,
  transaction: PendingTransaction,
): Promise<TransactionOutcome | 'unwatchable' | undefined> {
  const network = context.options.networks.find((candidate) => candidate.caipNetworkId === transaction.caipNetworkId)
  const adapter: ChainAdapter | undefined = network && context.adapters.get(network.chainNamespace)
  if (!network || !adapter?.waitForTransaction) return 'unwatchable'
  try {
    return await adapter.waitForTransaction({ hash: transaction.hash, network, timeoutMs: 0 })
  } catch {
    return undefined
  }
}

export interface WatchOptions {
  /** After a transaction landed: balances and activity are stale. */
  onLanded(): Promise<void>
  /** While transactions are pending, every poll (the dapp's `pendingTransactionsPolling`, off by default). */
  onPending?(): Promise<void>
  pollMs?: number
  now?: () => number
}

/**
 * Watches the sent transactions until they land, fail, or are given up on — the ones sent before a reload
 * too — looking at the network right away and then every 30000 ms (SPEC §9). Watching stops for good once
 * the counter reaches its limit of 99 (SPEC §4). Returns the stop function.
 */
export function watchPendingTransactions(context: Watched, options: WatchOptions): () => void {
  const { pollMs = PENDING_TRANSACTIONS_POLL_MS, now = Date.now } = options
  // A bare counter cannot be brought down: it would stay above 0 forever.
  context.storage.legacyPendingTransactionsCounter.remove()
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined

  async function look(): Promise<void> {
    const pending = pendingOf(context)
    if (pending.length >= PENDING_TRANSACTIONS_LIMIT) return stop()
    if (pending.length === 0) return
    let landed = false
    for (const transaction of pending) {
      const outcome = await lookOnce(context, transaction)
      const expired = now() - transaction.submittedAt > PENDING_TRANSACTION_MAX_AGE_MS
      if (outcome === undefined && !expired) continue
      if (outcome === undefined) console.warn(`[foyer] gave up on transaction ${transaction.hash}: never confirmed`)
      removePendingTransaction(context, transaction.hash)
      landed ||= outcome === 'success' || outcome === 'reverted'
    }
    const report = (error: unknown) => console.warn('[foyer] refresh after a pending transaction failed', error)
    if (landed) await options.onLanded().catch(report)
    else if (pendingOf(context).length > 0) await options.onPending?.().catch(report)
  }

  function schedule(delay: number): void {
    if (stopped) return
    timer = setTimeout(() => {
      void look().finally(() => schedule(pollMs))
    }, delay)
  }
  function stop(): void {
    stopped = true
    if (timer !== undefined) clearTimeout(timer)
  }

  schedule(0)
  return stop
}
