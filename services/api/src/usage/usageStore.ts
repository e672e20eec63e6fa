import { and, count, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { projectMonthlyUsage, projectMonthlyVisitors } from '../db/schema/index.ts'
import type { Cache } from '../deps.ts'
import type { MonthlyUsage } from '../projects/planLimits.ts'
import { usageMonth } from './usageMonth.ts'

/** Adds `calls` proxied JSON-RPC calls to the project's month, atomically (several instances may add at once). */
export async function recordRpcCalls(db: Database, projectId: string, now: number, calls: number): Promise<void> {
  if (calls <= 0) return
  await db
    .insert(projectMonthlyUsage)
    .values({ projectId, month: usageMonth(now), rpcRequests: calls })
    .onConflictDoUpdate({
      target: [projectMonthlyUsage.projectId, projectMonthlyUsage.month],
      set: { rpcRequests: sql`${projectMonthlyUsage.rpcRequests} + ${calls}` },
    })
}

// A visitor seen this hour is not written again: the cache spares the database one insert per request.
const SEEN_TTL_MS = 60 * 60 * 1000
// In front of the shared cache, each process remembers for a minute the visitors it has counted: a repeat
// visitor then costs no Redis round trip per account call. Past the entry cap (a flood of addresses) the memo
// starts over; the shared cache still answers.
const LOCAL_SEEN_TTL_MS = 60_000
/** Visitors one process remembers having counted. */
export const SEEN_MEMO_ENTRIES = 10_000
const localSeen = new WeakMap<Cache, Map<string, number>>()

function seenMemo(cache: Cache): Map<string, number> {
  let memo = localSeen.get(cache)
  if (!memo) {
    memo = new Map()
    localSeen.set(cache, memo)
  }
  return memo
}

/** Counts a wallet address as one of the project's monthly active users (once per month). */
export async function recordVisitor(
  db: Database,
  cache: Cache,
  projectId: string,
  visitorKey: string,
  now: number,
): Promise<void> {
  const month = usageMonth(now)
  const seenKey = `visitor:${projectId}:${month}:${visitorKey}`
  const memo = seenMemo(cache)
  if ((memo.get(seenKey) ?? 0) > now) return
  if (!(await cache.get<true>(seenKey))) {
    await db
      .insert(projectMonthlyVisitors)
      .values({ projectId, month, visitorKey, firstSeenAt: new Date(now) })
      .onConflictDoNothing()
    await cache.set(seenKey, true, SEEN_TTL_MS)
  }
  if (memo.size >= SEEN_MEMO_ENTRIES) memo.clear()
  memo.set(seenKey, now + LOCAL_SEEN_TTL_MS)
}

export async function readMonthlyUsage(db: Database, projectId: string, now: number): Promise<MonthlyUsage> {
  const month = usageMonth(now)
  const [visitors] = await db
    .select({ mau: count() })
    .from(projectMonthlyVisitors)
    .where(and(eq(projectMonthlyVisitors.projectId, projectId), eq(projectMonthlyVisitors.month, month)))
  const [usage] = await db
    .select({ rpcRequests: projectMonthlyUsage.rpcRequests })
    .from(projectMonthlyUsage)
    .where(and(eq(projectMonthlyUsage.projectId, projectId), eq(projectMonthlyUsage.month, month)))
  return { mau: Number(visitors?.mau ?? 0), rpcRequests: Number(usage?.rpcRequests ?? 0) }
}
