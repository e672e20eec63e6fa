import { randomBytes, randomInt } from 'node:crypto'
import type { SessionRecord, SiwxMessageData } from '@foyer/protocol'
import { and, eq, isNull, lt } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { siwxNonces, siwxSessions } from '../db/schema/index.ts'
import type { NonceState } from './verifySiwxSession.ts'

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const NONCE_LENGTH = 32

/** 32 letters and digits from the CSPRNG (EIP-4361: at least 8 alphanumerics; ~190 bits here). */
export function newNonce(): string {
  let nonce = ''
  for (let index = 0; index < NONCE_LENGTH; index += 1) nonce += NONCE_ALPHABET[randomInt(NONCE_ALPHABET.length)]
  return nonce
}

/** 32 random bytes, base64url: the session's id, which is also its bearer secret. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url')
}

export async function issueNonce(
  db: Database,
  projectId: string,
  now: number,
  ttlMs: number,
): Promise<{ nonce: string; expiresAt: Date }> {
  // An expired nonce is refused whether or not its row is still there (NONCE_EXPIRED or NONCE_UNKNOWN), so old
  // rows can go; pruning here keeps the table at about one TTL's worth of nonces.
  await db.delete(siwxNonces).where(lt(siwxNonces.expiresAt, new Date(now - ttlMs)))
  const nonce = newNonce()
  const expiresAt = new Date(now + ttlMs)
  await db.insert(siwxNonces).values({ nonce, projectId, createdAt: new Date(now), expiresAt })
  return { nonce, expiresAt }
}

export async function nonceState(db: Database, projectId: string, nonce: string, now: number): Promise<NonceState> {
  const [row] = await db
    .select()
    .from(siwxNonces)
    .where(and(eq(siwxNonces.nonce, nonce), eq(siwxNonces.projectId, projectId)))
    .limit(1)
  if (!row) return 'unknown'
  if (row.usedAt) return 'used'
  return row.expiresAt.getTime() <= now ? 'expired' : 'fresh'
}

/**
 * Marks the nonce used in one conditional UPDATE, so of two requests racing with the same message exactly one
 * gets the row back. False: it was already used.
 */
export async function useNonce(db: Database, projectId: string, nonce: string, now: number): Promise<boolean> {
  const used = await db
    .update(siwxNonces)
    .set({ usedAt: new Date(now) })
    .where(and(eq(siwxNonces.nonce, nonce), eq(siwxNonces.projectId, projectId), isNull(siwxNonces.usedAt)))
    .returning({ nonce: siwxNonces.nonce })
  return used.length === 1
}

export type SessionRow = typeof siwxSessions.$inferSelect

export interface NewSession {
  projectId: string
  account: string
  data: SiwxMessageData
  message: string
  signature: string
  cacao?: Record<string, unknown> | undefined
  email?: string | undefined
  createdAt: number
  expiresAt: number
}

export async function insertSession(db: Database, session: NewSession): Promise<SessionRow> {
  const [row] = await db
    .insert(siwxSessions)
    .values({
      id: newSessionId(),
      projectId: session.projectId,
      account: session.account,
      data: session.data,
      message: session.message,
      signature: session.signature,
      cacao: session.cacao ?? null,
      email: session.email ?? null,
      createdAt: new Date(session.createdAt),
      expiresAt: new Date(session.expiresAt),
    })
    .returning()
  if (!row) throw new Error('The session insert returned no row')
  return row
}

/** A project's session by id; another project's session is as good as unknown. */
export async function findSession(db: Database, projectId: string, id: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(siwxSessions)
    .where(and(eq(siwxSessions.id, id), eq(siwxSessions.projectId, projectId)))
    .limit(1)
  return row
}

/** Sets revoked_at once; revoking again changes nothing. */
export async function revokeSession(db: Database, projectId: string, id: string, now: number): Promise<void> {
  await db
    .update(siwxSessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(siwxSessions.id, id), eq(siwxSessions.projectId, projectId), isNull(siwxSessions.revokedAt)))
}

/** SPEC §3 session as the API answers it (sessionRecordSchema). */
export function toSessionRecord(row: SessionRow): SessionRecord {
  const { resources, ...fields } = row.data
  return {
    id: row.id,
    session: {
      data: { ...fields, ...(resources ? { resources: [...resources] } : {}) },
      message: row.message,
      signature: row.signature,
      ...(row.cacao ? { cacao: row.cacao } : {}),
    },
    account: row.account,
    ...(row.email ? { email: row.email } : {}),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }
}
