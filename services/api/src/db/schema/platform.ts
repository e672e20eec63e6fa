import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** A Foyer API project: who may call, from where, with which features and limits. */
export const projects = pgTable('projects', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  tier: text('tier').notNull().default('starter'),
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
  features: jsonb('features').$type<Record<string, unknown>>().notNull().default({}),
  mauLimit: integer('mau_limit'),
  rpcLimit: integer('rpc_limit'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
