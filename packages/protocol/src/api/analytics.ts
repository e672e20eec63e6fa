import { z } from 'zod'
import { jsonObjectSchema, storableString } from './common.ts'

/**
 * SPEC §9 library default "batch size 1000": the most events one POST /batch carries; the client splits a longer
 * queue, the API refuses more (docs/decisions, batch size).
 */
export const ANALYTICS_BATCH_SIZE = 1000

/** Body limits of the analytics calls; the client flushes its queue before 45 KB (SPEC §9). */
export const ANALYTICS_LIMITS = {
  errorEventBytes: 16 * 1024,
  batchBytes: 256 * 1024,
  batchEvents: ANALYTICS_BATCH_SIZE,
} as const

// Years 1970 to 9999: a wider date has no ISO form that Postgres reads back (year 0, six-digit years).
const LATEST_TIMESTAMP_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999)

/** Milliseconds since the epoch, or an ISO 8601 date-time, between 1970 and 9999. */
export const eventTimestampSchema = z.union([z.number().int(), z.iso.datetime({ offset: true })]).refine((value) => {
  const ms = new Date(value).getTime()
  return ms >= 0 && ms <= LATEST_TIMESTAMP_MS
}, 'A timestamp is milliseconds since 1970 or an ISO date-time, before the year 10000')

/** SPEC §3: Analytics event: eventId, url, domain, timestamp, props. */
export const analyticsEventSchema = z.object({
  eventId: storableString(128).min(1),
  url: storableString(2048),
  domain: storableString(253),
  timestamp: eventTimestampSchema,
  props: jsonObjectSchema,
})
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>

/** POST /e: one error report (props carry type 'error', the event name and the error's texts). */
export const analyticsErrorEventSchema = analyticsEventSchema

/** POST /batch */
export const analyticsBatchSchema = z
  .array(analyticsEventSchema)
  .min(1)
  .max(
    ANALYTICS_LIMITS.batchEvents,
    `A batch holds at most ${ANALYTICS_LIMITS.batchEvents} events: send the rest in another`,
  )

/** The answer of POST /e and POST /batch: how many events were new (a resent eventId is stored once). */
export const analyticsAcceptedResponseSchema = z.object({ accepted: z.number().int().min(0) })
export type AnalyticsAcceptedResponse = z.infer<typeof analyticsAcceptedResponseSchema>

/** GET /getAnalyticsConfig */
export const analyticsConfigResponseSchema = z.object({ isAnalyticsEnabled: z.boolean() })
export type AnalyticsConfigResponse = z.infer<typeof analyticsConfigResponseSchema>
