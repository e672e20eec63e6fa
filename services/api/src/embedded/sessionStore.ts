import { EMBEDDED_SESSION_TTL_MS } from '@foyer/protocol'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { embeddedAccounts, embeddedSessions } from '../db/schema/index.ts'
import type { AccountRow } from './accountStore.ts'
import { newSecret, sha256Hex } from './embeddedSecrets.ts'
import { identityUsername } from './identityStore.ts'

export interface LiveSession {
  token: string
  tokenHash: string
  deviceHash: string
  expiresAt: Date
  account: AccountRow
  /** The name the account's social or Farcaster identity gave last (SPEC §3 userName), if it has one. */
  userName?: string | undefined
}

/** A login: a fresh bearer token (kept only as its sha256), good for EMBEDDED_SESSION_TTL_MS from now. */
export async function createSession(
  db: Database,
  account: AccountRow,
  deviceHash: string,
  now: number,
  userName?: string,
): Promise<LiveSession> {
  const token = newSecret()
  const tokenHash = sha256Hex(token)
  const expiresAt = new Date(now + EMBEDDED_SESSION_TTL_MS)
  await db
    .insert(embeddedSessions)
    .values({ tokenHash, accountId: account.id, deviceHash, createdAt: new Date(now), expiresAt })
  return { token, tokenHash, deviceHash, expiresAt, account, userName }
}

/** The live session of a token for this project; undefined when unknown, another project's, expired or revoked. */
export async function findLiveSession(
  db: Database,
  projectId: string,
  token: string,
  now: number,
): Promise<LiveSession | undefined> {
  const tokenHash = sha256Hex(token)
  const [row] = await db
    .select({ session: embeddedSessions, account: embeddedAccounts })
    .from(embeddedSessions)
    .innerJoin(embeddedAccounts, eq(embeddedAccounts.id, embeddedSessions.accountId))
    .where(
      and(
        eq(embeddedSessions.tokenHash, tokenHash),
        eq(embeddedAccounts.projectId, projectId),
        isNull(embeddedSessions.revokedAt),
        gt(embeddedSessions.expiresAt, new Date(now)),
      ),
    )
    .limit(1)
  if (!row) return undefined
  return {
    token,
    tokenHash,
    deviceHash: row.session.deviceHash,
    expiresAt: row.session.expiresAt,
    account: row.account,
    // Read with the session, so every answer after a reload names the visitor as the login did.
    userName: await identityUsername(db, row.account.id),
  }
}

export async function revokeSession(db: Database, tokenHash: string, now: number): Promise<void> {
  await db
    .update(embeddedSessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(embeddedSessions.tokenHash, tokenHash), isNull(embeddedSessions.revokedAt)))
}
