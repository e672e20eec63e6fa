import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'

/** A Foyer API project: who may call, from where, with which features and limits. */
export const projects = pgTable('projects', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  tier: text('tier').notNull().default('starter'),
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
  features: jsonb('features').$type<Record<string, unknown>>().notNull().default({}),
  /** Null: the tier's default (unlimited above starter). */
  mauLimit: integer('mau_limit'),
  rpcLimit: integer('rpc_limit'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Counted usage of a project in one UTC month ('2026-11'). */
export const projectMonthlyUsage = pgTable(
  'project_monthly_usage',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    rpcRequests: bigint('rpc_requests', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.month] })],
)

/** The distinct wallet addresses a project served in one UTC month: their count is the MAU. */
export const projectMonthlyVisitors = pgTable(
  'project_monthly_visitors',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    visitorKey: text('visitor_key').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.month, table.visitorKey] })],
)

/** Analytics events (POST /batch) and error reports (POST /e), as the client sent them. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'event' | 'error'>().notNull(),
    eventId: text('event_id').notNull(),
    url: text('url').notNull(),
    domain: text('domain').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    props: jsonb('props').$type<Record<string, unknown>>().notNull(),
    sdkType: text('sdk_type').notNull(),
    sdkVersion: text('sdk_version').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A resent event (a retried flush) is stored once.
    unique('analytics_events_project_event').on(table.projectId, table.eventId),
    index('analytics_events_project_received').on(table.projectId, table.receivedAt),
  ],
)
