import type { CallsStatus } from '../adapter/calls.ts'
import { createTtlCache } from '../api/ttlCache.ts'

/** SPEC §9 library default: call-status cache 86400 s. */
export const CALLS_STATUS_CACHE_TTL_MS = 86_400 * 1000

/** EIP-5792: 100 pending; 200 confirmed, 4xx/5xx failed, 600 partly — every status from 200 on is final. */
export const isFinalCallsStatus = (status: CallsStatus) => status.statusCode >= 200

/**
 * wallet_getCallsStatus answers, kept only once final: a batch that landed or failed never changes, so it is not
 * asked again for 86,400 s; a pending one is always asked. In memory: a status holds bigints (block numbers), and
 * a reloaded page asking once more costs one wallet call.
 */
export function createCallsStatusCache(now: () => number = () => Date.now()) {
  const cache = createTtlCache<CallsStatus>({ ttlMs: CALLS_STATUS_CACHE_TTL_MS, now, maxEntries: 100 })
  return async (key: string, ask: () => Promise<CallsStatus>): Promise<CallsStatus> => {
    const cached = cache.get(key)
    if (cached) return cached
    const status = await ask()
    if (isFinalCallsStatus(status)) cache.set(key, status)
    return status
  }
}

export type CallsStatusCache = ReturnType<typeof createCallsStatusCache>
