import type { ApiClient } from '../api/apiClient.ts'
import { type AnalyticsEvent, createAnalyticsQueue } from './analyticsQueue.ts'
import { createRateLimiter } from './rateLimiter.ts'

export interface AnalyticsPage {
  url: string
  domain: string
}

export interface AnalyticsOptions {
  api: ApiClient
  now?: () => number
  /** Where events say they come from; the current page by default. */
  page?: () => AnalyticsPage
}

function currentPage(): AnalyticsPage {
  if (typeof location === 'undefined') return { url: '', domain: '' }
  return { url: location.href, domain: location.hostname }
}

function newEventId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // Not a secure context: an id only needs to be unique, not unguessable.
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`
}

/**
 * The analytics client: a queue posted to /batch, error reports posted to /e at most 5 a minute
 * (SPEC §8, §9). When the page goes away the queue leaves by `navigator.sendBeacon`, or fetch keepalive.
 * Only created when analytics is on; off, nothing of this exists and nothing leaves the page.
 */
export function createAnalytics({ api, now = () => Date.now(), page = currentPage }: AnalyticsOptions) {
  const send = (events: AnalyticsEvent[], leaving: boolean) => {
    const url = api.url('/batch')
    if (leaving && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      try {
        const blob = new Blob([JSON.stringify(events)], { type: 'application/json' })
        if (navigator.sendBeacon(url, blob)) return
      } catch {}
    }
    api
      .post('/batch', events, { keepalive: true })
      .catch((error) => console.warn('[foyer] analytics batch lost', error))
  }
  const queue = createAnalyticsQueue({ send, now })
  const errorReports = createRateLimiter({ now })

  const event = (type: 'track' | 'error', name: string, properties?: AnalyticsEvent['props']['properties']) => ({
    eventId: newEventId(),
    ...page(),
    timestamp: now(),
    props: { type, event: name, ...(properties && { properties }) },
  })

  const onHidden = () => {
    if (document.visibilityState === 'hidden') queue.flush(true)
  }
  const onPageHide = () => queue.flush(true)
  const listening = typeof window !== 'undefined' && typeof document !== 'undefined'
  if (listening) {
    window.addEventListener('pagehide', onPageHide)
    document.addEventListener('visibilitychange', onHidden)
  }
  queue.start()

  return {
    track(name: string, properties?: AnalyticsEvent['props']['properties']): void {
      queue.add(event('track', name, properties))
    },
    /** Returns whether the report was sent (false past 5 a minute). */
    reportError(error: unknown): boolean {
      if (!errorReports.tryTake()) return false
      const message = error instanceof Error ? error.message : String(error)
      const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'UNKNOWN'
      api.post('/e', event('error', 'ERROR', { message, code })).catch(() => {})
      return true
    },
    flush: () => queue.flush(),
    stop(): void {
      queue.flush()
      queue.stop()
      if (listening) {
        window.removeEventListener('pagehide', onPageHide)
        document.removeEventListener('visibilitychange', onHidden)
      }
    },
  }
}

export type Analytics = ReturnType<typeof createAnalytics>
