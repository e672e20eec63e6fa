import { EMAIL_OTP_TTL_MS } from '@foyer/protocol'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { emailTokens } from '../db/schema/index.ts'
import { hashEmailToken, newEmailToken } from './otpSecrets.ts'

/** A token proving the address, good once for POST /v1/sessions until the OTP lifetime runs out. */
export async function issueEmailToken(
  db: Database,
  projectId: string,
  email: string,
  now: number,
): Promise<{ emailToken: string; expiresAt: Date }> {
  const emailToken = newEmailToken()
  const expiresAt = new Date(now + EMAIL_OTP_TTL_MS)
  await db.insert(emailTokens).values({
    tokenHash: hashEmailToken(emailToken),
    projectId,
    email,
    createdAt: new Date(now),
    expiresAt,
  })
  return { emailToken, expiresAt }
}

/**
 * Uses the token in one conditional UPDATE and answers the address it proves; undefined when the token is
 * unknown, another project's, used or expired.
 */
export async function useEmailToken(
  db: Database,
  projectId: string,
  emailToken: string,
  now: number,
): Promise<string | undefined> {
  const [used] = await db
    .update(emailTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(emailTokens.tokenHash, hashEmailToken(emailToken)),
        eq(emailTokens.projectId, projectId),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date(now)),
      ),
    )
    .returning({ email: emailTokens.email })
  return used?.email
}
