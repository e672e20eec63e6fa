import { EMAIL_OTP_TTL_MS } from '@foyer/protocol'
import { and, eq, gt, isNotNull } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { embeddedEmailUpdates } from '../db/schema/index.ts'

export type EmailUpdateRow = typeof embeddedEmailUpdates.$inferSelect

/** Starts (or restarts) a change of address; it lives as long as the codes it needs. */
export async function startEmailUpdate(db: Database, accountId: string, newEmail: string, now: number): Promise<void> {
  const fresh = {
    newEmail,
    createdAt: new Date(now),
    expiresAt: new Date(now + EMAIL_OTP_TTL_MS),
    primaryVerifiedAt: null,
  }
  await db
    .insert(embeddedEmailUpdates)
    .values({ accountId, ...fresh })
    .onConflictDoUpdate({ target: embeddedEmailUpdates.accountId, set: fresh })
}

/** The live change of address of an account; `primaryConfirmed` asks for one whose first code was confirmed. */
export async function findEmailUpdate(
  db: Database,
  accountId: string,
  now: number,
  primaryConfirmed = false,
): Promise<EmailUpdateRow | undefined> {
  const [row] = await db
    .select()
    .from(embeddedEmailUpdates)
    .where(
      and(
        eq(embeddedEmailUpdates.accountId, accountId),
        gt(embeddedEmailUpdates.expiresAt, new Date(now)),
        primaryConfirmed ? isNotNull(embeddedEmailUpdates.primaryVerifiedAt) : undefined,
      ),
    )
    .limit(1)
  return row
}

/** The current address confirmed; the new one has the codes' lifetime from now to be confirmed. */
export async function confirmPrimary(db: Database, accountId: string, now: number): Promise<void> {
  await db
    .update(embeddedEmailUpdates)
    .set({ primaryVerifiedAt: new Date(now), expiresAt: new Date(now + EMAIL_OTP_TTL_MS) })
    .where(eq(embeddedEmailUpdates.accountId, accountId))
}

export async function finishEmailUpdate(db: Database, accountId: string): Promise<void> {
  await db.delete(embeddedEmailUpdates).where(eq(embeddedEmailUpdates.accountId, accountId))
}
