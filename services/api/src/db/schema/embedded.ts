import type { EmbeddedAddresses, EmbeddedRecovery } from '@foyer/protocol'
import { index, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { projects } from './platform.ts'

// The embedded wallet's accounts, sessions and device approvals (docs/api-embedded.md). No column holds a secret
// in clear: tokens and device ids as sha256, the auth share under the key-encryption key (outside the database),
// the recovery share as the browser sealed it. Times come from the API's clock (deps.now()).

/**
 * One visitor of one project, by the address they proved (email login) or by a login identity (social or
 * Farcaster, `embeddedIdentities`); `addresses` onwards once they made a wallet.
 */
export const embeddedAccounts = pgTable(
  'embedded_accounts',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Lower-cased and trimmed, as the codes are keyed; null for an account made by a social or Farcaster login. */
    email: text('email'),
    addresses: jsonb('addresses').$type<EmbeddedAddresses>(),
    commitment: text('commitment'),
    recovery: jsonb('recovery').$type<EmbeddedRecovery>(),
    /** `v1.<iv>.<ciphertext+tag>` (base64url): AES-256-GCM under the KEK, the account id as associated data. */
    authShareSealed: text('auth_share_sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    walletCreatedAt: timestamp('wallet_created_at', { withTimezone: true }),
  },
  (table) => [unique('embedded_accounts_project_email').on(table.projectId, table.email)],
)

/** A login: 7 days from the code that made it, revoked by sign-out. */
export const embeddedSessions = pgTable(
  'embedded_sessions',
  {
    /** sha256 of the bearer token. */
    tokenHash: text('token_hash').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => embeddedAccounts.id, { onDelete: 'cascade' }),
    /** sha256 of the device id that logged in: the device approved when it creates the wallet. */
    deviceHash: text('device_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('embedded_sessions_account').on(table.accountId)],
)

/** Devices that may log in to an account with a wallet without a mailed approval. */
export const embeddedDevices = pgTable(
  'embedded_devices',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => embeddedAccounts.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.deviceHash] })],
)

/** A new device waiting for the link mailed to the account's address (10 minutes). */
export const embeddedDeviceRequests = pgTable(
  'embedded_device_requests',
  {
    /** sha256 of the pendingId only the waiting frame knows. */
    pendingHash: text('pending_hash').primaryKey(),
    /** sha256 of the token in the mailed link. */
    approveHash: text('approve_hash').notNull().unique(),
    accountId: text('account_id')
      .notNull()
      .references(() => embeddedAccounts.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    deviceName: text('device_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Set when the waiting frame took its session: a request yields one session. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [index('embedded_device_requests_expires_at').on(table.expiresAt)],
)

/** A change of address under way: the current address confirmed (primary), then the new one (secondary). */
export const embeddedEmailUpdates = pgTable('embedded_email_updates', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => embeddedAccounts.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  primaryVerifiedAt: timestamp('primary_verified_at', { withTimezone: true }),
})

/**
 * A social or Farcaster login's identity (the provider's subject, or the fid), linked to the account it logs into:
 * the first login makes the account, every later one finds it.
 */
export const embeddedIdentities = pgTable(
  'embedded_identities',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** A social provider's name (SPEC §9: google, x, discord, apple, github, facebook) or 'farcaster'. */
    provider: text('provider').notNull(),
    /** The provider's stable subject (OpenID `sub`), or the Farcaster fid. */
    subject: text('subject').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => embeddedAccounts.id, { onDelete: 'cascade' }),
    /** The name the provider last gave (SPEC §3 userName), shown in Account. */
    username: text('username'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.provider, table.subject] }),
    index('embedded_identities_account').on(table.accountId),
  ],
)
