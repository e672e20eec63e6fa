/** SPEC §9: the queue is flushed when it passes 45 KB or 10 s since the last flush, and every 10 s. */
export const ANALYTICS_FLUSH_BYTES = 45 * 1024
export const ANALYTICS_FLUSH_INTERVAL_MS = 10_000
/**
 * SPEC §9 batch size 1000: a batch never carries more events (the API refuses more). The queue flushes at 45 KB
 * long before with real events; the count bounds it whatever their size (docs/decisions, batch size).
 */
export const ANALYTICS_BATCH_SIZE = 1000

/** SPEC §3 analytics event. */
export interface AnalyticsEvent {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: { type: 'track' | 'error'; event: string; properties?: Record<string, string | number | boolean> }
}

export interface AnalyticsQueueOptions {
  /** Sends one batch; `leaving` says the page is going away (a beacon is the way to send then). */
  send(events: AnalyticsEvent[], leaving: boolean): void
  now?: () => number
  maxBytes?: number
  intervalMs?: number
  maxEvents?: number
}

const byteLength = (event: AnalyticsEvent) => new TextEncoder().encode(JSON.stringify(event)).length

/** Batches events; flushing is synchronous so it still works in a pagehide handler. */
export function createAnalyticsQueue({
  send,
  now = () => Date.now(),
  maxBytes = ANALYTICS_FLUSH_BYTES,
  intervalMs = ANALYTICS_FLUSH_INTERVAL_MS,
  maxEvents = ANALYTICS_BATCH_SIZE,
}: AnalyticsQueueOptions) {
  let events: AnalyticsEvent[] = []
  let bytes = 0
  let lastFlush = now()
  let timer: ReturnType<typeof setInterval> | undefined

  function flush(leaving = false): void {
    lastFlush = now()
    if (events.length === 0) return
    const batch = events
    events = []
    bytes = 0
    send(batch, leaving)
  }

  return {
    add(event: AnalyticsEvent): void {
      events.push(event)
      bytes += byteLength(event)
      if (bytes > maxBytes || events.length >= maxEvents || now() - lastFlush >= intervalMs) flush()
    },
    flush,
    /** How many bytes wait to be sent. */
    size: () => bytes,
    start(): void {
      timer ??= setInterval(() => flush(), intervalMs)
    },
    stop(): void {
      clearInterval(timer)
      timer = undefined
    },
  }
}

export type AnalyticsQueue = ReturnType<typeof createAnalyticsQueue>
