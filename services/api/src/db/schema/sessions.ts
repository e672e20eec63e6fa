import type { SiwxMessageData } from '@foyer/protocol'
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { projects } from './platform.ts'

// Sign-in sessions (SPEC §3 session, §7 /v1/sessions/*) and the email codes behind DataCapture.
// Every time here is written from the API's clock (deps.now()), never the database's, so tests can move it.

/** A nonce handed out for one sign-in message; used once (used_at), refused after expires_at. */
export const siwxNonces = pgTable(
  'siwx_nonces',
  {
    nonce: text('nonce').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('siwx_nonces_expires_at').on(table.expiresAt)],
)

/** A verified sign-in. The id is 32 random bytes (base64url) and doubles as the bearer secret. */
export const siwxSessions = pgTable(
  'siwx_sessions',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** CAIP-10: eip155:31337:0x… (checksummed). */
    account: text('account').notNull(),
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    data: jsonb('data').$type<SiwxMessageData>().notNull(),
    cacao: jsonb('cacao').$type<Record<string, unknown>>(),
    /** Set when the sign-in carried an email token from POST /v1/email/otp/verify. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('siwx_sessions_project_account').on(table.projectId, table.account)],
)

/**
 * The one live code per project, address and purpose: its hash, when it was sent (the cooldown) and the attempts
 * made. `purpose` keeps DataCapture's codes ('capture') apart from the embedded wallet's login and email-update
 * codes, so a code mailed for one is never good for another.
 */
export const emailOtps = pgTable(
  'email_otps',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    purpose: text('purpose').notNull().default('capture'),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.email, table.purpose] })],
)

/** Proof that someone read a code sent to `email`: single use, for attaching the address to a session. */
export const emailTokens = pgTable('email_tokens', {
  /** sha256 of the token: the token itself is a secret only its holder keeps. */
  tokenHash: text('token_hash').primaryKey(),
  projectId: text('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})
