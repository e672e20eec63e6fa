import { EMAIL_OTP_COOLDOWN_MS, EMAIL_OTP_MAX_ATTEMPTS, EMAIL_OTP_TTL_MS } from '@foyer/protocol'
import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { emailOtps } from '../db/schema/index.ts'

export interface OtpKey {
  projectId: string
  email: string
  /** What the code is for; DataCapture's codes are 'capture' (the default). A code is good only for its purpose. */
  purpose?: string
}

const purposeOf = (key: OtpKey) => key.purpose ?? 'capture'

const keyIs = (key: OtpKey) =>
  and(eq(emailOtps.projectId, key.projectId), eq(emailOtps.email, key.email), eq(emailOtps.purpose, purposeOf(key)))

/**
 * Stores a new code for the address unless one was sent less than EMAIL_OTP_COOLDOWN_MS ago (SPEC §9: email
 * cooldown 30 s). One INSERT … ON CONFLICT DO UPDATE … WHERE, so two requests racing for one address send once.
 */
export async function startOtp(
  db: Database,
  key: OtpKey,
  codeHash: string,
  now: number,
): Promise<{ ok: true; expiresAt: Date } | { ok: false; retryAfterMs: number }> {
  const fresh = {
    codeHash,
    sentAt: new Date(now),
    expiresAt: new Date(now + EMAIL_OTP_TTL_MS),
    attempts: 0,
    usedAt: null,
  }
  const [stored] = await db
    .insert(emailOtps)
    .values({ projectId: key.projectId, email: key.email, purpose: purposeOf(key), ...fresh })
    .onConflictDoUpdate({
      target: [emailOtps.projectId, emailOtps.email, emailOtps.purpose],
      set: fresh,
      setWhere: lte(emailOtps.sentAt, new Date(now - EMAIL_OTP_COOLDOWN_MS)),
    })
    .returning({ expiresAt: emailOtps.expiresAt })
  if (stored) return { ok: true, expiresAt: stored.expiresAt }
  const [current] = await db.select({ sentAt: emailOtps.sentAt }).from(emailOtps).where(keyIs(key)).limit(1)
  const sentAt = current?.sentAt.getTime() ?? now
  return { ok: false, retryAfterMs: Math.max(0, sentAt + EMAIL_OTP_COOLDOWN_MS - now) }
}

/** Drops a code whose mail could not be sent, so the cooldown does not hold the visitor back for nothing. */
export async function forgetOtp(db: Database, key: OtpKey, codeHash: string): Promise<void> {
  await db.delete(emailOtps).where(and(keyIs(key), eq(emailOtps.codeHash, codeHash)))
}

/**
 * Counts one attempt at the address's live code and returns its hash and the attempts made with this one, or
 * undefined when there is no live code: none sent, used, expired, or EMAIL_OTP_MAX_ATTEMPTS already made.
 * Counting before comparing, in one UPDATE, keeps parallel guesses within the limit.
 */
export async function claimOtpAttempt(
  db: Database,
  key: OtpKey,
  now: number,
): Promise<{ codeHash: string; attempts: number } | undefined> {
  const [claimed] = await db
    .update(emailOtps)
    .set({ attempts: sql`${emailOtps.attempts} + 1` })
    .where(
      and(
        keyIs(key),
        isNull(emailOtps.usedAt),
        gt(emailOtps.expiresAt, new Date(now)),
        lt(emailOtps.attempts, EMAIL_OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ codeHash: emailOtps.codeHash, attempts: emailOtps.attempts })
  return claimed
}

/** Why no live code could be claimed: every attempt made on an unused, unexpired code, or gone. */
export async function deadOtpReason(db: Database, key: OtpKey, now: number): Promise<'attempts' | 'expired'> {
  const [row] = await db
    .select({ attempts: emailOtps.attempts, usedAt: emailOtps.usedAt, expiresAt: emailOtps.expiresAt })
    .from(emailOtps)
    .where(keyIs(key))
    .limit(1)
  const spent = row && !row.usedAt && row.expiresAt.getTime() > now && row.attempts >= EMAIL_OTP_MAX_ATTEMPTS
  return spent ? 'attempts' : 'expired'
}

/** Marks the code used; false when another request used it first. */
export async function useOtp(db: Database, key: OtpKey, codeHash: string, now: number): Promise<boolean> {
  const used = await db
    .update(emailOtps)
    .set({ usedAt: new Date(now) })
    .where(and(keyIs(key), eq(emailOtps.codeHash, codeHash), isNull(emailOtps.usedAt)))
    .returning({ email: emailOtps.email })
  return used.length === 1
}
