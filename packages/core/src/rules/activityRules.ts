import type { ActivityTransaction, ActivityTransfer } from '../controllers/activityController.ts'

export interface TransactionMonth {
  /** `YYYY-MM`, e.g. '2026-11'. */
  key: string
  year: number
  month: number
  transactions: ActivityTransaction[]
}

const minedAt = (transaction: ActivityTransaction) => Date.parse(transaction.metadata.minedAt) || 0
const isSpam = (transfer: ActivityTransfer) => transfer.nft_info?.flags?.is_spam === true

/**
 * SPEC §5: only the connected chain's transactions, and none whose transfers are all spam-flagged
 * (a transaction with no transfers at all is kept). Newest first (SPEC §3).
 */
export function visibleTransactions(
  transactions: readonly ActivityTransaction[],
  caipNetworkId: string,
): ActivityTransaction[] {
  return transactions
    .filter((transaction) => transaction.metadata.chain === caipNetworkId)
    .filter((transaction) => transaction.transfers.length === 0 || !transaction.transfers.every(isSpam))
    .sort((a, b) => minedAt(b) - minedAt(a))
}

/** SPEC §3: the list grouped by year and month (UTC), newest first. */
export function groupTransactionsByMonth(transactions: readonly ActivityTransaction[]): TransactionMonth[] {
  const groups = new Map<string, TransactionMonth>()
  for (const transaction of [...transactions].sort((a, b) => minedAt(b) - minedAt(a))) {
    const date = new Date(minedAt(transaction))
    const year = date.getUTCFullYear()
    const month = date.getUTCMonth() + 1
    const key = `${year}-${String(month).padStart(2, '0')}`
    let group = groups.get(key)
    if (!group) {
      group = { key, year, month, transactions: [] }
      groups.set(key, group)
    }
    group.transactions.push(transaction)
  }
  return [...groups.values()]
}

/** Appends a page, skipping transactions already listed (a page boundary can repeat one). */
export function appendTransactions(
  listed: readonly ActivityTransaction[],
  page: readonly ActivityTransaction[],
): ActivityTransaction[] {
  const seen = new Set(listed.map((transaction) => transaction.id))
  return [...listed, ...page.filter((transaction) => !seen.has(transaction.id))]
}
