import type { AnalyticsEvent, SdkQuery } from '@foyer/protocol'
import type { Database } from '../db/database.ts'
import { analyticsEvents } from '../db/schema/index.ts'

/** Stores events as sent; a resent eventId (a retried flush) is kept once. Returns how many were new. */
export async function storeAnalyticsEvents(
  db: Database,
  projectId: string,
  kind: 'event' | 'error',
  events: readonly AnalyticsEvent[],
  sdk: Pick<SdkQuery, 'st' | 'sv'>,
  receivedAt: number,
): Promise<number> {
  if (events.length === 0) return 0
  const stored = await db
    .insert(analyticsEvents)
    .values(
      events.map((event) => ({
        projectId,
        kind,
        eventId: event.eventId,
        url: event.url,
        domain: event.domain,
        occurredAt: new Date(event.timestamp),
        props: event.props,
        sdkType: sdk.st,
        sdkVersion: sdk.sv,
        receivedAt: new Date(receivedAt),
      })),
    )
    .onConflictDoNothing({ target: [analyticsEvents.projectId, analyticsEvents.eventId] })
    .returning({ id: analyticsEvents.id })
  return stored.length
}
